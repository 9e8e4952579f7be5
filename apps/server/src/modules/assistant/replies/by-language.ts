// The assistant's replies in each language it answers in.
import type { AssistantLanguage } from '@sauti/contract';
import { ARABIC_REPLIES } from './ar';
import { ENGLISH_REPLIES } from './en';
import { FRENCH_REPLIES } from './fr';
import { PORTUGUESE_REPLIES } from './pt';
import type { Replies } from './replies';
import { SWAHILI_REPLIES } from './sw';

export const REPLIES: Readonly<Record<AssistantLanguage, Replies>> = {
  en: ENGLISH_REPLIES,
  fr: FRENCH_REPLIES,
  ar: ARABIC_REPLIES,
  sw: SWAHILI_REPLIES,
  pt: PORTUGUESE_REPLIES,
};
