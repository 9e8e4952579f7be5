// Spoken replies with the spec's voice (section 9: en-US, rate 0.9, pitch 1, volume 0.8), and
// silence rather than a crash where the browser has no speech synthesis.
const VOICE = { lang: 'en-US', rate: 0.9, pitch: 1, volume: 0.8 } as const;

function synthesis(): SpeechSynthesis | undefined {
  return 'speechSynthesis' in globalThis && typeof SpeechSynthesisUtterance === 'function'
    ? globalThis.speechSynthesis
    : undefined;
}

export function speak(text: string): void {
  const synth = synthesis();
  if (!synth) return;
  // A new reply replaces one still being read, so answers never queue up behind each other.
  synth.cancel();
  synth.speak(Object.assign(new SpeechSynthesisUtterance(text), VOICE));
}

export function stopSpeaking(): void {
  synthesis()?.cancel();
}
