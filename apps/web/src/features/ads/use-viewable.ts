// The IAB/MRC viewability rule (AD_RULES.viewability): calls back once when at least half the element
// has been on screen for a continuous second. Leaving the screen, or the tab going to the background,
// starts the second again.
import { AD_RULES } from '@sauti/contract';
import { type RefObject, useEffect, useRef } from 'react';

/** `key` names what is watched (an ad in a page view): a new key watches afresh; null watches nothing. */
export function useViewable(target: RefObject<Element | null>, key: string | null, onViewable: () => void): void {
  const callback = useRef(onViewable);
  callback.current = onViewable;
  useEffect(() => {
    const element = target.current;
    if (!element || key === null || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let visible = false;
    let done = false;
    const restart = () => {
      clearTimeout(timer);
      if (done || !visible || document.visibilityState !== 'visible') return;
      timer = setTimeout(() => {
        done = true;
        observer.disconnect();
        callback.current();
      }, AD_RULES.viewability.continuousMs);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        visible = (entry?.intersectionRatio ?? 0) >= AD_RULES.viewability.visibleShare;
        restart();
      },
      { threshold: [0, AD_RULES.viewability.visibleShare, 1] },
    );
    observer.observe(element);
    document.addEventListener('visibilitychange', restart);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('visibilitychange', restart);
    };
  }, [target, key]);
}
