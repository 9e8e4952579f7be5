// Publishes the player bar's height as --sauti-player-height, so floating buttons (the assistant's
// launcher) sit above the bar instead of covering its controls; 0 when there is no bar.
import { useCallback, useRef } from 'react';

const VARIABLE = '--sauti-player-height';

export function useBarHeight(): (bar: HTMLElement | null) => void {
  const observerRef = useRef<ResizeObserver | null>(null);
  return useCallback((bar: HTMLElement | null) => {
    observerRef.current?.disconnect();
    observerRef.current = null;
    const root = document.documentElement.style;
    if (!bar) {
      root.removeProperty(VARIABLE);
      return;
    }
    const publish = () => root.setProperty(VARIABLE, `${bar.offsetHeight}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return;
    observerRef.current = new ResizeObserver(publish);
    observerRef.current.observe(bar);
  }, []);
}
