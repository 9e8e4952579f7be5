// Opens a station's chat; the dialog (and its event stream) exists only while open, and its code loads
// the first time it opens, so the first view does not carry it.
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useTranslation } from '../../i18n';
import type { ChatStation } from './ChatDialog';

const ChatDialog = lazy(() => import('./ChatDialog').then((module) => ({ default: module.ChatDialog })));

export function ChatButton({ station, withLabel = false }: { station: ChatStation; withLabel?: boolean }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      {withLabel ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <MessageCircle aria-hidden="true" className="size-4" /> {t('chat.open')}
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
