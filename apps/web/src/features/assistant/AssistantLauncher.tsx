// The floating assistant button at the bottom right (spec section 2). Only this button is in the first
// view's bundle: the panel's code loads the first time the button is pressed.
import { type ComponentType, lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import type { AssistantPanelProps } from './AssistantPanel';
import { LAUNCHER_PLACE } from './launcher-place';

/** Drawn inline rather than taken from the icon library, whose runtime would then load with the first view. */
function LauncherIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={open ? 'M18 6 6 18M6 6l12 12' : 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z'} />
    </svg>
  );
}

/** Floats above the player bar, whose height the shell publishes as --sauti-player-height. */
const NOTICE_CLASS =
  'fixed right-4 bottom-[calc(5.5rem+var(--sauti-player-height,0px))] z-40 max-w-[calc(100vw-2rem)] rounded-xl bg-slate-900 px-4 py-3 text-slate-50';

function PanelUnavailable({ open }: { open: boolean }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <p role="alert" className={NOTICE_CLASS}>
      {t('assistant.unavailable')}
    </p>
  );
}

// A failed download would otherwise throw during render and take the whole page down with it.
const AssistantPanel = lazy<ComponentType<AssistantPanelProps>>(() =>
  import('./AssistantPanel').catch(() => ({ default: PanelUnavailable })),
);

export function AssistantLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  function toggle() {
    setPressed(true);
    setOpen(!open);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${LAUNCHER_PLACE} z-40 grid cursor-pointer place-items-center bg-brand text-slate-900 shadow-[0_6px_20px_rgb(15_23_42/0.35)] hover:brightness-108 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-blue-600`}
        aria-label={open ? t('assistant.close') : t('assistant.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <LauncherIcon open={open} />
      </button>
      {pressed && (
        <Suspense fallback={open && <p className={NOTICE_CLASS}>{t('assistant.opening')}</p>}>
          <AssistantPanel id={panelId} open={open} onOpenChange={setOpen} launcher={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
