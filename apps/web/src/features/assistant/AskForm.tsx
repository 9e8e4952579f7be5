// Where a request is made: typed text, or one spoken utterance through the microphone button, with a
// status line that says when the assistant is listening or thinking.

import { ASSISTANT_TEXT_MAX_LENGTH } from '@sauti/contract';
import { Mic, MicOff, SendHorizontal } from 'lucide-react';
import { type FormEvent, type RefObject, useCallback, useId, useState } from 'react';
import { type MessageKey, useTranslation } from '../../i18n';
import { ICON_BUTTON_CLASS, SEND_BUTTON_CLASS } from './panel-buttons';
import type { RequestSource } from './use-assistant-conversation';
import { useSpeechInput } from './use-speech-input';

interface AskFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  thinking: boolean;
  /** Returns whether the request was taken (blank text and requests made while thinking are not). */
  onAsk(text: string, source: RequestSource): boolean;
}

function statusKey(listening: boolean, thinking: boolean): MessageKey | null {
  if (listening) return 'assistant.listening';
  if (thinking) return 'assistant.thinking';
  return null;
}

export function AskForm({ inputRef, thinking, onAsk }: AskFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const inputId = useId();
  const speech = useSpeechInput(useCallback((heard: string) => void onAsk(heard, 'spoken'), [onAsk]));
  const status = statusKey(speech.listening, thinking);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (onAsk(text, 'typed')) setText('');
  }

  return (
    <form className="flex flex-col gap-[0.35rem]" onSubmit={submit}>
      <p role="status" className="flex min-h-5 items-center gap-2 text-[0.85rem] text-slate-300">
        {thinking && (
          <span
            className="mr-6 size-2 animate-assistant-thinking rounded-full bg-current shadow-[0.75rem_0_currentColor,1.5rem_0_currentColor] motion-reduce:animate-none"
            aria-hidden
          />
        )}
        {status && t(status)}
      </p>
      {speech.problem && (
        <p role="alert" className="rounded-lg bg-red-900 px-3 py-2 text-[0.85rem] text-red-50">
          {t(speech.problem)}
        </p>
      )}
      <div className="flex gap-[0.35rem]">
        <label htmlFor={inputId} className="sr-only">
          {t('assistant.inputLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="min-w-0 flex-auto rounded-lg border border-slate-600 bg-slate-800 px-3 py-[0.6rem]"
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={ASSISTANT_TEXT_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="send"
          placeholder={t('assistant.placeholder')}
        />
        <button
          type="button"
          className={ICON_BUTTON_CLASS}
          onClick={speech.listening ? speech.stop : speech.start}
          disabled={thinking && !speech.listening}
        >
          {speech.listening ? <MicOff aria-hidden /> : <Mic aria-hidden />}
          <span className="sr-only">{speech.listening ? t('assistant.stopListening') : t('assistant.speak')}</span>
        </button>
        <button type="submit" className={SEND_BUTTON_CLASS} disabled={thinking}>
          <SendHorizontal aria-hidden />
          <span className="sr-only">{t('assistant.send')}</span>
        </button>
      </div>
    </form>
  );
}
