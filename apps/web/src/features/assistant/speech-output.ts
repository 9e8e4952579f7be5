// Spoken replies with the spec's voice (section 9: rate 0.9, pitch 1, volume 0.8; en-US for English)
// in the assistant's language, and silence rather than a crash where the browser has no speech synthesis.
import type { AssistantLanguage } from '@sauti/contract';
import { assistantLanguage, speechLocale } from './assistant-language';

const VOICE = { rate: 0.9, pitch: 1, volume: 0.8 } as const;

function synthesis(): SpeechSynthesis | undefined {
  return 'speechSynthesis' in globalThis && typeof SpeechSynthesisUtterance === 'function'
    ? globalThis.speechSynthesis
    : undefined;
}

/** A voice for the locale: its own, else another of the same language ('ar-SA' for 'ar-EG'), else the browser's choice. */
function voiceFor(synth: SpeechSynthesis, locale: string): SpeechSynthesisVoice | null {
  const voices = synth.getVoices();
  const language = locale.split('-')[0] ?? locale;
  const sameLanguage = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().startsWith(language);
  return (
    voices.find((voice) => voice.lang.replace('_', '-').toLowerCase() === locale.toLowerCase()) ??
    voices.find(sameLanguage) ??
    null
  );
}

/** In the reply's language, which may not be the page's: French is read with a French voice. */
export function speak(text: string, language: AssistantLanguage = assistantLanguage()): void {
  const synth = synthesis();
  if (!synth) return;
  // A new reply replaces one still being read, so answers never queue up behind each other.
  synth.cancel();
  const lang = speechLocale(language);
  const utterance = Object.assign(new SpeechSynthesisUtterance(text), VOICE, { lang });
  utterance.voice = voiceFor(synth, lang);
  synth.speak(utterance);
}

export function stopSpeaking(): void {
  synthesis()?.cancel();
}
