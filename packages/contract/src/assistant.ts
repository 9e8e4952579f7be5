// The assistant: what a listener said or typed, and the one action the web app should take for it.
import { z } from 'zod';
import { GenreId } from './genres';

export const ASSISTANT_TEXT_MAX_LENGTH = 500;

export const AssistantRequest = z.object({
  text: z.string().max(ASSISTANT_TEXT_MAX_LENGTH),
});
export type AssistantRequest = z.infer<typeof AssistantRequest>;

export const AssistantKind = z.enum(['station', 'trending', 'control', 'now_playing', 'unknown']);
export type AssistantKind = z.infer<typeof AssistantKind>;

export const PlayerControl = z.enum(['pause', 'resume', 'stop', 'volume_up', 'volume_down', 'mute', 'next']);
export type PlayerControl = z.infer<typeof PlayerControl>;

export const AssistantInterpretation = z.object({
  kind: AssistantKind,
  /** ISO 3166-1 alpha-2 code of an African country. */
  country: z.string().length(2).nullable(),
  genre: GenreId.nullable(),
  /** ISO 639-1 code. */
  language: z.string().length(2).nullable(),
  control: PlayerControl.nullable(),
  /** A short sentence for the panel to show and speak. */
  reply: z.string(),
});
export type AssistantInterpretation = z.infer<typeof AssistantInterpretation>;
