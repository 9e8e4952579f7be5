// The floating assistant button at the bottom right (spec section 2). Only this button is in the first
// view's bundle: the panel's code loads the first time the button is pressed.
import { type ComponentType, lazy, Suspense, useId, useRef, useState } from 'react';
import type { AssistantPanelProps } from './AssistantPanel';
import styles from './assistant-launcher.module.css';

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

function PanelUnavailable({ open }: { open: boolean }) {
  if (!open) return null;
  return (
    <p role="alert" className={styles.notice}>
      The assistant could not be loaded. Check your connection and reload the page.
    </p>
  );
}

// A failed download would otherwise throw during render and take the whole page down with it.
const AssistantPanel = lazy<ComponentType<AssistantPanelProps>>(() =>
  import('./AssistantPanel').catch(() => ({ default: PanelUnavailable })),
);

export function AssistantLauncher() {
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
        className={styles.launcher}
        aria-label={open ? 'Close assistant' : 'Open assistant'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <LauncherIcon open={open} />
      </button>
      {pressed && (
        <Suspense fallback={open && <p className={styles.notice}>Opening the assistant…</p>}>
          <AssistantPanel id={panelId} open={open} onOpenChange={setOpen} launcher={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
