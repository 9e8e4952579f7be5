// The station chat dialog (spec section 2): messages with username, time, text and reaction counts;
// logged-in users react and write, anonymous users read and are asked to log in. Messages are always
// rendered as text, never as HTML; their times read "5 minutes ago" in the visitor's language.
import * as Dialog from '@radix-ui/react-dialog';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REACTIONS,
  type ChatMessage,
  type ChatReaction,
  isBlankText,
} from '@sauti/contract';
import { Loader2, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { RichMessage, useFormWords, useTranslation } from '../../i18n';
import { formatRelativeTime, formatTime } from '../../lib/format';
import { useAuth } from '../auth';
import { useChat } from './api';

export interface ChatStation {
  id: string;
  name: string;
}

/** How often "5 minutes ago" is worked out again while the dialog is open. */
const CLOCK_TICK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Reactions({
  message,
  canReact,
  onReact,
}: {
  message: ChatMessage;
  canReact: boolean;
  onReact: (emoji: ChatReaction) => void;
}) {
  const { t } = useTranslation();
  if (!canReact) {
    const counted = CHAT_REACTIONS.filter((emoji) => message.emoji_reactions[emoji]);
    if (counted.length === 0) return null;
    return (
      <p className="mt-1 flex gap-2 text-xs text-stone-300">
        {counted.map((emoji) => (
          <span key={emoji}>
            {emoji} {message.emoji_reactions[emoji]}
          </span>
        ))}
      </p>
    );
  }
  return (
    <div className="mt-1 flex flex-wrap gap-1">
      {CHAT_REACTIONS.map((emoji) => {
        const count = message.emoji_reactions[emoji] ?? 0;
        const mine = message.my_reactions.includes(emoji);
        return (
          <button
            key={emoji}
            type="button"
            aria-pressed={mine}
            aria-label={count ? t('chat.reactCount', { emoji, count }) : t('chat.react', { emoji })}
            onClick={() => onReact(emoji)}
            className={`inline-flex min-h-8 items-center gap-1 rounded-full px-2 text-xs ${
              mine ? 'bg-amber-400/20 text-amber-200' : 'bg-stone-800 text-stone-300 hover:bg-stone-700'
            }`}
          >
            <span aria-hidden="true">{emoji}</span>
            {count > 0 && <span aria-hidden="true">{count}</span>}
          </button>
        );
      })}
    </div>
  );
}

function MessageItem({
  message,
  now,
  canReact,
  onReact,
}: {
  message: ChatMessage;
  now: Date;
  canReact: boolean;
  onReact: (emoji: ChatReaction) => void;
}) {
  const { t, locale } = useTranslation();
  const sent = new Date(message.timestamp);
  const badge =
    message.user_role === 'admin'
      ? t('account.badge.admin')
      : message.user_role === 'premium'
        ? t('account.badge.premium')
        : null;
  return (
    <li className="rounded-xl bg-stone-900 px-3 py-2">
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-stone-400">
        <span className="font-semibold text-amber-200">{message.username}</span>
        {badge && <span className="text-fuchsia-300">{badge}</span>}
        <time dateTime={message.timestamp} title={formatTime(sent, locale)}>
          {formatRelativeTime(sent, now, locale)}
        </time>
      </p>
      <p dir="auto" className="mt-0.5 whitespace-pre-wrap break-words text-sm text-stone-100">
        {message.message}
      </p>
      <Reactions message={message} canReact={canReact} onReact={onReact} />
    </li>
  );
}

function MessageForm({
  sending,
  error,
  onSend,
}: {
  sending: boolean;
  error: string | null;
  onSend: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // Blank as the server judges it: spaces and invisible characters alone cannot be sent.
  const empty = isBlankText(text);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (empty || sending) return;
    // What was typed stays when sending fails (a 429, say), so it can be sent again.
    await onSend(text).then(
      () => setText(''),
      () => undefined,
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <label className="sr-only" htmlFor="chat-input">
          {t('chat.message')}
        </label>
        <input
          id="chat-input"
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('chat.placeholder')}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-full border border-stone-700 bg-stone-900 px-4 py-2 text-stone-100 placeholder:text-stone-500 focus:border-amber-400"
        />
        <Button type="submit" disabled={empty || sending}>
          {sending ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {t('chat.send')}
        </Button>
      </div>
    </form>
  );
}

export function ChatDialog({ station, onClose }: { station: ChatStation; onClose: () => void }) {
  const auth = useAuth();
  const { t } = useTranslation();
  const formWords = useFormWords();
  const now = useNow();
  const chat = useChat(station.id);
  const listRef = useRef<HTMLOListElement>(null);
  const messages = chat.shown;
  const newest = messages.at(-1)?.id;

  // Keep the newest message in view as messages arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [newest]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex h-[85dvh] flex-col gap-3 rounded-t-3xl border border-stone-700 bg-stone-950 p-4 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[80dvh] sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <Dialog.Title dir="auto" className="text-lg font-bold break-words">
                {t('chat.title', { name: station.name })}
              </Dialog.Title>
              <Dialog.Description className="text-xs text-stone-400">{t('chat.description')}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('chat.close')}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-300 hover:bg-stone-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <ol
            ref={listRef}
            role="log"
            aria-label={t('chat.messages')}
            className="flex flex-1 flex-col gap-2 overflow-y-auto"
          >
            {chat.hasOlder && (
              <li className="flex flex-col items-center gap-1">
                <Button
                  variant="secondary"
                  onClick={() => chat.loadOlder.mutate()}
                  disabled={chat.loadOlder.isPending}
                  className="px-3 py-1.5 text-sm"
                >
                  {chat.loadOlder.isPending ? t('chat.loadingOlder') : t('chat.loadOlder')}
                </Button>
                {chat.loadOlder.isError && (
                  <span role="alert" className="text-xs text-red-300">
                    {t('chat.olderFailed')}
                  </span>
                )}
              </li>
            )}
            {chat.messages.isPending && <li className="text-sm text-stone-400">{t('chat.loading')}</li>}
            {chat.messages.isSuccess && messages.length === 0 && (
              <li className="text-sm text-stone-400">{t('chat.empty')}</li>
            )}
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                now={now}
                canReact={auth.isAuthenticated}
                onReact={(emoji) => chat.react.mutate({ messageId: message.id, emoji })}
              />
            ))}
          </ol>
          {auth.isAuthenticated ? (
            <MessageForm
              sending={chat.post.isPending}
              error={chat.post.error ? formWords.failure(chat.post.error, { fallback: 'chat.sendFailed' }) : null}
              onSend={(text) => chat.post.mutateAsync(text)}
            />
          ) : (
            <p className="rounded-xl bg-stone-900 px-3 py-3 text-center text-sm text-stone-300">
              <RichMessage
                id="chat.loginPrompt"
                parts={{ login: <Link to="/login" className="font-semibold text-amber-300 hover:underline" /> }}
              />
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
