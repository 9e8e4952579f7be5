// The assistant: what a listener said or typed, and the one action the web app should take for it.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { GenreId } from './genres';

export const ASSISTANT_TEXT_MAX_LENGTH = 500;

/** The languages the assistant answers in; it understands all of them whichever one is chosen. */
export const ASSISTANT_LANGUAGES = ['en', 'fr', 'ar', 'sw', 'pt'] as const;
export const AssistantLanguage = z.enum(ASSISTANT_LANGUAGES);
export type AssistantLanguage = z.infer<typeof AssistantLanguage>;

/** One country the listener may have meant, with the name to show on its button and to say back. */
export const ClarifyOption = z.object({
  /** ISO 3166-1 alpha-2 code of an African country. */
  country: z.string().length(2),
  label: z.string().min(1).max(100),
});
export type ClarifyOption = z.infer<typeof ClarifyOption>;

/** A question the assistant asked because a place named more than one country, and the request waiting on it. */
export const ClarifyQuestion = z.object({
  request: z.object({
    kind: z.enum(['station', 'trending']),
    genre: GenreId.nullable(),
    language: z.string().length(2).nullable(),
  }),
  options: z.array(ClarifyOption).min(2).max(4),
});
export type ClarifyQuestion = z.infer<typeof ClarifyQuestion>;

/** What the conversation knows that the next utterance may answer: the question the assistant just asked. */
export const AssistantContext = z.object({
  question: ClarifyQuestion,
});
export type AssistantContext = z.infer<typeof AssistantContext>;

export const AssistantRequest = z.object({
  text: z.string().max(ASSISTANT_TEXT_MAX_LENGTH),
  /** The page's language: the reply's when the utterance does not tell its own; English when absent. */
  language: AssistantLanguage.optional(),
  context: AssistantContext.optional(),
});
export type AssistantRequest = z.infer<typeof AssistantRequest>;

export const AssistantKind = z.enum(['station', 'trending', 'control', 'now_playing', 'clarify', 'unknown']);
export type AssistantKind = z.infer<typeof AssistantKind>;

export const PlayerControl = z.enum(['pause', 'resume', 'stop', 'volume_up', 'volume_down', 'mute', 'unmute', 'next']);
export type PlayerControl = z.infer<typeof PlayerControl>;

/** What a request for radio asks for: a country, a genre and a language, each of them or none. */
export const RequestFilters = z.object({
  /** ISO 3166-1 alpha-2 code of an African country. */
  country: z.string().length(2).nullable(),
  genre: GenreId.nullable(),
  /** ISO 639-1 code. */
  language: z.string().length(2).nullable(),
});
export type RequestFilters = z.infer<typeof RequestFilters>;

export const AssistantInterpretation = z.object({
  kind: AssistantKind,
  ...RequestFilters.shape,
  control: PlayerControl.nullable(),
  /** A short sentence for the panel to show and speak. */
  reply: z.string(),
  /**
   * The language of the reply and of what the app says next: the utterance's own when its words tell
   * (French in, French out), else the page's.
   */
  reply_language: AssistantLanguage,
  /** With kind 'clarify': the question, to send back as the context of the listener's answer. */
  question: ClarifyQuestion.optional(),
});
export type AssistantInterpretation = z.infer<typeof AssistantInterpretation>;

export const assistantEndpoints = {
  interpret: defineEndpoint({
    method: 'POST',
    path: '/api/assistant/interpret',
    body: AssistantRequest,
    response: AssistantInterpretation,
    errors: [400],
  }),
};
