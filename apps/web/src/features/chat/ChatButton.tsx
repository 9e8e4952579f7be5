// Opens a station's chat, or the playing station's; the dialog (and its event stream) exists only while
// open, and its code loads the first time it opens, so the first view does not carry it.
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useTranslation } from '../../i18n';
import { usePlayer } from '../player';
import type { ChatStation } from './ChatDialog';

const ChatDialog = lazy(() => import('./ChatDialog').then((module) => ({ default: module.ChatDialog })));

export function ChatButton({
  station,
  withLabel = false,
  label,
  startOpen = false,
}: {
  station: ChatStation;
  withLabel?: boolean;
  /** The words of the labelled button; "Chat" when not given. */
  label?: string;
  /** Open from the start: the page's address asked for the chat. */
  startOpen?: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const { t } = useTranslation();
  return (
    <>
      {withLabel ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <MessageCircle aria-hidden="true" className="size-4" /> <span dir="auto">{label ?? t('chat.open')}</span>
        </Button>
      ) : (
        <button
          type="button"
          aria-label={t('chat.openFor', { name: station.name })}
          onClick={() => setOpen(true)}
          className="relative z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-300 hover:bg-stone-800 hover:text-white"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
        </button>
      )}
      {open && (
        <Suspense>
          <ChatDialog station={station} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The page-level chat button of Home and Discover: it opens the chat of the station that is playing
 * (or paused); with none chosen yet it says so instead.
 */
export function PlayingStationChatButton() {
  const { t } = useTranslation();
  const { station } = usePlayer();
  const hintId = useId();
  if (station) {
    return (
      <ChatButton key={station.id} station={station} withLabel label={t('chat.openFor', { name: station.name })} />
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" disabled aria-describedby={hintId}>
        <MessageCircle aria-hidden="true" className="size-4" /> {t('chat.open')}
      </Button>
      <span id={hintId} className="text-sm text-stone-400">
        {t('chat.playFirst')}
      </span>
    </span>
  );
}
