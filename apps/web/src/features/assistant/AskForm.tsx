// Where a request is made: typed text, or one spoken utterance through the microphone button, with a
// status line that says when the assistant is listening or thinking.

import { ASSISTANT_TEXT_MAX_LENGTH } from '@sauti/contract';
import { Mic, MicOff, SendHorizontal } from 'lucide-react';
import { type FormEvent, type RefObject, useCallback, useId, useState } from 'react';
import styles from './assistant-panel.module.css';
import type { RequestSource } from './use-assistant-conversation';
import { useSpeechInput } from './use-speech-input';

interface AskFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  thinking: boolean;
  /** Returns whether the request was taken (blank text and requests made while thinking are not). */
  onAsk(text: string, source: RequestSource): boolean;
}

function statusText(listening: boolean, thinking: boolean): string {
  if (listening) return 'Listening…';
  if (thinking) return 'Thinking…';
  return '';
}

export function AskForm({ inputRef, thinking, onAsk }: AskFormProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const speech = useSpeechInput(useCallback((heard: string) => void onAsk(heard, 'spoken'), [onAsk]));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (onAsk(text, 'typed')) setText('');
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <p role="status" className={styles.status}>
        {thinking && <span className={styles.dots} aria-hidden />}
        {statusText(speech.listening, thinking)}
      </p>
      {speech.problem && (
        <p role="alert" className={styles.problem}>
          {speech.problem}
        </p>
      )}
      <div className={styles.inputRow}>
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          Message the assistant
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={ASSISTANT_TEXT_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="send"
          placeholder="Try 'gospel from Ghana'"
        />
        <button
          type="button"
          className={styles.iconButton}
          onClick={speech.listening ? speech.stop : speech.start}
          disabled={thinking && !speech.listening}
        >
          {speech.listening ? <MicOff aria-hidden /> : <Mic aria-hidden />}
          <span className={styles.visuallyHidden}>{speech.listening ? 'Stop listening' : 'Speak your request'}</span>
        </button>
        <button type="submit" className={styles.sendButton} disabled={thinking}>
          <SendHorizontal aria-hidden />
          <span className={styles.visuallyHidden}>Send</span>
        </button>
      </div>
    </form>
  );
}
