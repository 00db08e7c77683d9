import { type RefObject, useEffect, useRef } from 'react';

/** How long after a change focus may still be lost: a dialog restores it as it closes. */
const WATCH_MS = 600;

/**
 * When `key` changes (a menu scheduled or unscheduled, a row deleted) and the control that
 * had the focus went with it, the focus would fall back to the page's start. This puts it
 * on `target` instead, so a keyboard user goes on from where the change happened.
 * `applies(previous, next)` narrows which changes count (a list only minds fewer rows: a
 * page that loads must not take the focus).
 */
export function useFocusWhenLost<Key>(
  target: RefObject<HTMLElement | null>,
  key: Key,
  applies: (previous: Key, next: Key) => boolean = () => true,
): void {
  const previous = useRef(key);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of key is the trigger.
  useEffect(() => {
    const before = previous.current;
    previous.current = key;
    if (first.current) {
      first.current = false;
      return;
    }
    if (!applies(before, key)) return;
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
