// Whether replies are spoken aloud: on by default, remembered on this device once a listener mutes them.
import type { AssistantLanguage } from '@sauti/contract';
import { useCallback, useState } from 'react';
import { speak, stopSpeaking } from './speech-output';

const STORAGE_KEY = 'sauti.assistant.voice-muted';

function readMuted(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    // Storage can be blocked (private modes, strict settings); the default then holds for this visit.
    return false;
  }
}

function writeMuted(muted: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(muted));
  } catch {
    // As above: without storage the choice lasts until the page closes.
  }
}

export function useVoiceReplies() {
  const [muted, setMutedState] = useState(readMuted);

  const setMuted = useCallback((next: boolean) => {
    if (next) stopSpeaking();
    writeMuted(next);
    setMutedState(next);
  }, []);

  const say = useCallback(
    (text: string, language: AssistantLanguage) => {
      if (!muted) speak(text, language);
    },
    [muted],
  );

  return { muted, setMuted, say };
}
