import { isScheduledMenuLocked, todayIn } from '@catering/domain';
import { AppError } from './errors.js';

/**
 * The scheduling lock (locked once the market's today reaches the date + 3 days, DESIGN.md
 * 5; `isScheduledMenuLocked`), shared by scheduled menus and scheduled add-ons: one rule,
 * each feature with its own message.
 */

/** Whether the caller may write past the lock (`editLockedScheduleMenu`). */
export interface LockExemption {
  canEditLocked: boolean;
}

/** 403 `locked` with `message` when any of `dates` is locked, unless the caller is exempt. */
export function requireUnlocked(
  caller: LockExemption,
  timeZone: string,
  dates: readonly string[],
  message: string,
): void {
  if (caller.canEditLocked) return;
  const today = todayIn(timeZone);
  if (dates.some((date) => isScheduledMenuLocked(date, today))) {
    throw new AppError(403, 'locked', [message]);
  }
}
