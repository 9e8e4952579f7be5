// Keyboard: space toggles play/pause and M mutes, anywhere except while typing or on a control that
// space already activates.
import { useEffect } from 'react';
import type { PlayerControls } from './PlayerProvider';

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
const SPACE_ACTIVATES =
  'button, a[href], summary, [role="button"], [role="slider"], [role="checkbox"], [role="switch"]';

export function usePlayerKeys(player: PlayerControls): void {
  const { station, muted, toggle, setMuted } = player;

  useEffect(() => {
    if (!station) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      if (event.key === ' ' && !target?.closest(SPACE_ACTIVATES)) {
        event.preventDefault();
        toggle();
      } else if (event.key === 'm' || event.key === 'M') {
        setMuted(!muted);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [station, muted, toggle, setMuted]);
}
