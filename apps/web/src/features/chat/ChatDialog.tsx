// The station chat dialog (spec section 2): messages with username, time, text and reaction counts;
// logged-in users react and write, anonymous users read and are asked to log in. Messages are always
// rendered as text, never as HTML; their times read "5 minutes ago" in the visitor's language.
import * as Dialog from '@radix-ui/react-dialog';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REACTIONS,
  CHAT_REPORT_REASONS,
  type ChatMessage,
  type ChatReaction,
  type ChatReportReason,
  type ChatStatus,
  isBlankText,
} from '@sauti/contract';
import { Ban, Flag, Loader2, Send, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { type MessageKey, RichMessage, useFormWords, useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { formatRelativeTime, formatTime } from '../../lib/format';
import { notAfter, serverNow } from '../../lib/server-clock';
import { useAuth, useFormPath } from '../auth';
import { useChat } from './api';
import { chatPath } from './chat-path';
import { useBlockActions, useChatStatus, useReportMessage } from './moderation-api';

export interface ChatStation {
  id: string;
  name: string;
  slug?: string;
}

/** How often "5 minutes ago" is worked out again while the dialog is open. */
const CLOCK_TICK_MS = 30_000;

/** The server's "now" (the page's clock may be off), worked out again at every render and every tick. */
function useNow(): Date {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return serverNow();
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

const BADGES: Partial<Record<ChatMessage['user_role'], MessageKey>> = {
  admin: 'account.badge.admin',
  moderator: 'account.badge.moderator',
  premium: 'account.badge.premium',
};

const REASON_WORDS: Record<ChatReportReason, MessageKey> = {
  spam: 'chat.reason.spam',
  abuse: 'chat.reason.abuse',
  hate: 'chat.reason.hate',
  sexual: 'chat.reason.sexual',
  other: 'chat.reason.other',
};

const actionClass =
  'inline-flex min-h-8 items-center gap-1 rounded-full px-2 text-xs text-stone-400 hover:bg-stone-800 hover:text-white';

function ReportForm({ message, onDone }: { message: ChatMessage; onDone: () => void }) {
  const { t } = useTranslation();
  const report = useReportMessage();
  const [reason, setReason] = useState<ChatReportReason>('spam');
  if (report.isSuccess) {
    return (
      <p role="status" className="mt-1 text-xs text-emerald-300">
        {t('chat.reported')}
      </p>
    );
  }
  const failed =
    report.error instanceof ApiError && report.error.status === 409 ? 'chat.alreadyReported' : 'chat.reportFailed';
  return (
    <form
      className="mt-2 flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        report.mutate({ messageId: message.id, report: { reason } });
      }}
    >
      <label className="text-xs text-stone-300" htmlFor={`report-${message.id}`}>
        {t('chat.reportReason')}
      </label>
      <select
        id={`report-${message.id}`}
        value={reason}
        onChange={(event) => setReason(event.target.value as ChatReportReason)}
        className="rounded-lg border border-stone-700 bg-stone-900 px-2 py-1 text-xs text-stone-100"
      >
        {CHAT_REPORT_REASONS.map((option) => (
          <option key={option} value={option}>
            {t(REASON_WORDS[option])}
          </option>
        ))}
      </select>
      <Button type="submit" disabled={report.isPending} className="px-3 py-1 text-xs">
        {t('chat.reportSend')}
      </Button>
      <button type="button" onClick={onDone} className={actionClass}>
        {t('chat.reportCancel')}
      </button>
      {report.isError && (
        <span role="alert" className="w-full text-xs text-red-300">
          {t(failed)}
        </span>
      )}
    </form>
  );
}

function MessageActions({ message, onRemove }: { message: ChatMessage; onRemove: (() => void) | null }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { block } = useBlockActions();
  const [reporting, setReporting] = useState(false);
  if (!user) return null;
  const own = message.user_id === user.id;
  return (
    <>
      <div className="mt-1 flex flex-wrap gap-1">
        {!own && (
          <button
            type="button"
            className={actionClass}
            aria-label={t('chat.reportLabel', { username: message.username })}
            aria-expanded={reporting}
            onClick={() => setReporting(!reporting)}
          >
            <Flag aria-hidden="true" className="size-3.5" />
            {t('chat.report')}
          </button>
        )}
        {onRemove && (
          <button
            type="button"
            className={actionClass}
            aria-label={t('chat.removeLabel', { username: message.username })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
            {t('chat.remove')}
          </button>
        )}
        {!own && (
          <button
            type="button"
            className={actionClass}
            disabled={block.isPending}
            onClick={() => block.mutate(message.user_id)}
          >
            <Ban aria-hidden="true" className="size-3.5" />
            {t('chat.block', { username: message.username })}
          </button>
        )}
      </div>
      {reporting && <ReportForm message={message} onDone={() => setReporting(false)} />}
    </>
  );
}

function MessageItem({
  message,
  now,
  canReact,
  onReact,
  onRemove,
}: {
  message: ChatMessage;
  now: Date;
  canReact: boolean;
  onReact: (emoji: ChatReaction) => void;
  onRemove: (() => void) | null;
}) {
  const { t, locale } = useTranslation();
  const sent = new Date(message.timestamp);
  const badge = BADGES[message.user_role] ? t(BADGES[message.user_role] as MessageKey) : null;
  return (
    <li className="rounded-xl bg-stone-900 px-3 py-2">
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-stone-400">
        <span className="font-semibold text-amber-200">{message.username}</span>
        {badge && <span className="text-fuchsia-300">{badge}</span>}
        <time dateTime={message.timestamp} title={formatTime(sent, locale)}>
          {formatRelativeTime(notAfter(sent, now), now, locale)}
        </time>
      </p>
      <p dir="auto" className="mt-0.5 whitespace-pre-wrap break-words text-sm text-stone-100">
        {message.message}
      </p>
      <Reactions message={message} canReact={canReact} onReact={onReact} />
      <MessageActions message={message} onRemove={onRemove} />
    </li>
  );
}

/** Seconds until the given time, worked out again every second while there are some left. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [at, now]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** What stands between the listener and posting: a closed chat, a mute, slow mode. */
function ChatNotice({ status, waitSeconds }: { status: ChatStatus | undefined; waitSeconds: number }) {
  const { t, locale } = useTranslation();
  if (!status) return null;
  if (status.muted_until) {
    return (
      <p role="status" className="rounded-xl bg-red-950/60 px-3 py-2 text-sm text-red-200">
        {t('chat.muted', { time: formatTime(new Date(status.muted_until), locale) })}
        {status.mute_reason && ` ${t('chat.mutedReason', { reason: status.mute_reason })}`}
      </p>
    );
  }
  if (!status.enabled) {
    return (
      <p role="status" className="rounded-xl bg-stone-900 px-3 py-2 text-sm text-stone-300">
        {t('chat.closed')}
      </p>
    );
  }
  if (status.slow_mode_seconds === 0) return null;
  return (
    <p role="status" className="text-xs text-amber-200">
      {t('chat.slowMode', { seconds: status.slow_mode_seconds })}
      {waitSeconds > 0 && ` ${t('chat.slowWait', { seconds: waitSeconds })}`}
    </p>
  );
}

function MessageForm({
  sending,
  error,
  blocked,
  onSend,
}: {
  sending: boolean;
  error: string | null;
  /** Posting is not possible now: a closed chat, a mute or slow mode's wait. */
  blocked: boolean;
  onSend: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // Blank as the server judges it: spaces and invisible characters alone cannot be sent.
  const empty = isBlankText(text);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (empty || sending || blocked) return;
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
        <Button type="submit" disabled={empty || sending || blocked}>
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
  const loginPath = useFormPath('/login', chatPath(station));
  const { t } = useTranslation();
  const formWords = useFormWords();
  const now = useNow();
  const chat = useChat(station.id);
  const status = useChatStatus(station.id);
  const [nextPostAt, setNextPostAt] = useState(0);
  const waitSeconds = useSecondsUntil(nextPostAt);
  const moderating = auth.user?.role === 'moderator' || auth.user?.role === 'admin';
  const slowSeconds = moderating ? 0 : (status.data?.slow_mode_seconds ?? 0);
  const closed = !moderating && status.data?.enabled === false;
  const muted = Boolean(status.data?.muted_until);
  async function send(text: string) {
    try {
      await chat.post.mutateAsync(text);
      if (slowSeconds > 0) setNextPostAt(Date.now() + slowSeconds * 1000);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'slow_mode' && slowSeconds > 0) setNextPostAt(Date.now() + slowSeconds * 1000);
      if (code === 'muted' || code === 'chat_closed' || code === 'slow_mode') await status.refetch();
      throw error;
    }
  }
  const postError = chat.post.error;
  const postErrorCode = postError instanceof ApiError ? postError.code : '';
  const errorText =
    postErrorCode === 'muted' || postErrorCode === 'chat_closed' || postErrorCode === 'slow_mode'
      ? null
      : postErrorCode === 'message_blocked'
        ? t('chat.messageBlocked')
        : postError
          ? formWords.failure(postError, { fallback: 'chat.sendFailed' })
          : null;
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
                onRemove={
                  auth.user && (moderating || message.user_id === auth.user.id)
                    ? () => chat.remove.mutate(message.id)
                    : null
                }
              />
            ))}
          </ol>
          {chat.remove.isError && (
            <p role="alert" className="text-xs text-red-300">
              {t('chat.removeFailed')}
            </p>
          )}
          {auth.isAuthenticated ? (
            <>
              <ChatNotice status={status.data} waitSeconds={waitSeconds} />
              <MessageForm
                sending={chat.post.isPending}
                error={errorText}
                blocked={closed || muted || waitSeconds > 0}
                onSend={send}
              />
            </>
          ) : (
            <p className="rounded-xl bg-stone-900 px-3 py-3 text-center text-sm text-stone-300">
              <RichMessage
                id="chat.loginPrompt"
                parts={{ login: <Link to={loginPath} className="font-semibold text-amber-300 hover:underline" /> }}
              />
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
