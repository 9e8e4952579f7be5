// The conversation so far, oldest first; a log region, so screen readers announce each new entry.
import styles from './assistant-panel.module.css';
import type { ChatEntry } from './use-assistant-conversation';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** Keeps the newest entry in view as the log grows. */
function scrollIntoView(element: HTMLLIElement | null) {
  element?.scrollIntoView({ block: 'nearest' });
}

export function ConversationLog({ entries }: { entries: readonly ChatEntry[] }) {
  return (
    <div role="log" aria-label="Conversation" className={styles.log}>
      <ol className={styles.entries}>
        {entries.map((entry, index) => (
          <li
            key={entry.id}
            ref={index === entries.length - 1 ? scrollIntoView : undefined}
            className={entry.type === 'user' ? styles.userEntry : styles.aiEntry}
          >
            <p className={styles.entryMeta}>
              <span>{entry.type === 'user' ? 'You' : 'Sauti'}</span>
              <time dateTime={entry.timestamp.toISOString()}>{timeFormat.format(entry.timestamp)}</time>
            </p>
            <p className={styles.entryText}>{entry.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
