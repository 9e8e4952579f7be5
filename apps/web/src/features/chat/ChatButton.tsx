// Opens a station's chat; the dialog (and its event stream) exists only while open.
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ChatDialog, type ChatStation } from './ChatDialog';

export function ChatButton({ station, withLabel = false }: { station: ChatStation; withLabel?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {withLabel ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <MessageCircle aria-hidden="true" className="size-4" /> Chat
        </Button>
      ) : (
        <button
          type="button"
          aria-label={`Chat about ${station.name}`}
          onClick={() => setOpen(true)}
          className="relative z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-300 hover:bg-stone-800 hover:text-white"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
        </button>
      )}
      {open && <ChatDialog station={station} onClose={() => setOpen(false)} />}
    </>
  );
}
