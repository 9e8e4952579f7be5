// What the assistant says when it acts, in each language it answers in.
import type { AssistantLanguage } from '@sauti/contract';
import type { ActingReplies } from './acting-replies';
import { ARABIC_ACTING } from './ar';
import { ENGLISH_ACTING } from './en';
import { FRENCH_ACTING } from './fr';
import { PORTUGUESE_ACTING } from './pt';
import { SWAHILI_ACTING } from './sw';

export const ACTING_REPLIES: Readonly<Record<AssistantLanguage, ActingReplies>> = {
  en: ENGLISH_ACTING,
  fr: FRENCH_ACTING,
  ar: ARABIC_ACTING,
  sw: SWAHILI_ACTING,
  pt: PORTUGUESE_ACTING,
};
