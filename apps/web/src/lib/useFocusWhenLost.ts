import { type RefObject, useEffect, useRef } from 'react';

/** How long after a change focus may still be lost: a dialog restores it as it closes. */
const WATCH_MS = 600;

/**
 * When `key` changes (a menu scheduled or unscheduled, say) and the control that had the
 * focus went with it, the focus would fall back to the page's start. This puts it on
 * `target` instead, so a keyboard user goes on from where the change happened.
 */
export function useFocusWhenLost(target: RefObject<HTMLElement | null>, key: unknown): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of key is the trigger.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = performance.now();
    let frame = 0;
    const check = () => {
      const active = document.activeElement;
      if (!active || active === document.body) {
        target.current?.focus();
        return;
      }
      if (performance.now() - started < WATCH_MS) frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [key, target]);
}
