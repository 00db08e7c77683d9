import type { ForecastRow } from '@catering/domain';
import type { BodyOf } from '../../lib/api-operations';
import { NO_VALUE } from '../../lib/format';

/** One row of the forecast: an account and an element type. */
export const rowKey = (row: ForecastRow) => `${row.accountId}:${row.elementTypeId}`;

/** A modifier as the account editor shows it: 1.0, 0.7. */
export const formatModifier = (value: number) => value.toFixed(1);

// The Accuracy screen shows its shares the same way: the format lives in lib/format.
export { formatShare } from '../../lib/format';

/** People-portions a service, signed, one decimal: "+5.0", "−4.2" (the minus sign, not a hyphen). */
export function formatSaving(saving: number | null): string {
  if (saving === null) return NO_VALUE;
  const rounded = Math.round(saving * 10) / 10;
  if (rounded === 0) return '0.0';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(1)}`;
}

/** Which way a suggestion moves the food: less, more, or (not listed) neither. */
export function direction(row: ForecastRow): 'less' | 'more' | 'same' {
  const { current, suggested } = row.suggestion;
  if (suggested === null || suggested === current) return 'same';
  return suggested < current ? 'less' : 'more';
}

export interface AccountChanges {
  accountId: string;
  accountName: string;
  rows: ForecastRow[];
  body: BodyOf<'/v1/accounts/{id}/portion-modifiers/forecast', 'post'>;
}

/**
 * The chosen rows as one request per account, accounts in the order they are listed: the
 * API applies an account's changes all or nothing, each only if the modifier in force is
 * still the one the forecast showed (`from`).
 */
export function changesByAccount(rows: readonly ForecastRow[]): AccountChanges[] {
  const byAccount = new Map<string, AccountChanges>();
  for (const row of rows) {
    const { suggested, current } = row.suggestion;
    if (suggested === null) continue;
    let account = byAccount.get(row.accountId);
    if (!account) {
      account = {
        accountId: row.accountId,
        accountName: row.accountName,
        rows: [],
        body: { changes: [] },
      };
      byAccount.set(row.accountId, account);
    }
    account.rows.push(row);
    account.body.changes.push({ elementTypeId: row.elementTypeId, from: current, to: suggested });
  }
  return [...byAccount.values()];
}
