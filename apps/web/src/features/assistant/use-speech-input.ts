// Speech input through the Web Speech API: one utterance per press (single-shot, spec section 9), in
// the assistant's language (en-US for English), and which problem to tell (the spec's message where the
// browser has no recognition) as a catalogue key, so it reads in the page's language.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../../i18n';
import { assistantLanguage, speechLocale } from './assistant-language';

const SPEECH_UNSUPPORTED: MessageKey = 'assistant.speechUnsupported';
const NOT_HEARD: MessageKey = 'assistant.notHeard';

/** The part of SpeechRecognition used here; TypeScript's DOM library leaves the constructor out. */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: SpeechRecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  // Chromium and Safari still expose it under the webkit prefix only.
  const scope = globalThis as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export function useSpeechInput(onHeard: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const active = useRef<Recognition | null>(null);

  // The microphone must not stay open once the panel that asked for it is gone.
  useEffect(() => () => active.current?.abort(), []);

  const start = useCallback(() => {
    const Recognition = recognitionConstructor();
    if (!Recognition) {
      setProblem(SPEECH_UNSUPPORTED);
      return;
    }
    const recognition = new Recognition();
    recognition.lang = speechLocale(assistantLanguage());
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript.trim();
      if (transcript) onHeard(transcript);
    };
    recognition.onerror = (event) => {
      // 'aborted' is our own stop; 'no-speech' is silence, which needs no message.
      if (event.error !== 'aborted' && event.error !== 'no-speech') setProblem(NOT_HEARD);
    };
    recognition.onend = () => {
      active.current = null;
      setListening(false);
    };
    setProblem(null);
    try {
      recognition.start();
    } catch {
      // start() throws when the browser refuses to open a session (no microphone, a policy); onend never follows.
      setProblem(NOT_HEARD);
      return;
    }
    active.current = recognition;
    setListening(true);
  }, [onHeard]);

  const stop = useCallback(() => active.current?.abort(), []);

  return { listening, problem, start, stop };
}
