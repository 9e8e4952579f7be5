// The conversation so far, oldest first; a log region, so screen readers announce each new entry.
import { useTranslation } from '../../i18n';
import { formatTime } from '../../lib/format';
import type { ChatEntry } from './use-assistant-conversation';

const ENTRY_CLASS = 'max-w-[85%] rounded-xl px-3 py-2 wrap-anywhere';

/** Keeps the newest entry in view as the log grows. */
function scrollIntoView(element: HTMLLIElement | null) {
  element?.scrollIntoView({ block: 'nearest' });
}

export function ConversationLog({ entries }: { entries: readonly ChatEntry[] }) {
  const { t, locale } = useTranslation();
  return (
    <div
      role="log"
      aria-label={t('assistant.conversation')}
      className="min-h-16 flex-auto overflow-y-auto overscroll-contain"
    >
      <ol className="flex flex-col gap-2">
        {entries.map((entry, index) => (
          <li
            key={entry.id}
            ref={index === entries.length - 1 ? scrollIntoView : undefined}
            className={
              entry.type === 'user'
                ? `${ENTRY_CLASS} self-end bg-brand text-slate-900`
                : `${ENTRY_CLASS} self-start bg-slate-800`
            }
          >
            <p className="mb-[0.15rem] flex gap-2 text-[0.75rem] font-semibold opacity-80">
              <span>{entry.type === 'user' ? t('assistant.you') : 'Sauti'}</span>
              <time dateTime={entry.timestamp.toISOString()}>{formatTime(entry.timestamp, locale)}</time>
            </p>
            <p>{entry.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
