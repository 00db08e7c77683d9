import { describe, expect, it } from 'vitest';
import { fieldsOfSentBody, labelOfKey } from './change-log-sentences.js';

describe('the fields of a change that kept no facts', () => {
  it("names each field in words, with the screen's own name where it has one", () => {
    expect(labelOfKey('totalEmployees')).toBe('Total employees');
    expect(labelOfKey('showOptin')).toBe('Enable Opt-in');
  });

  it('shows values in words and leaves out ids and versions', () => {
    expect(
      fieldsOfSentBody({
        id: '6f1c1f3e-2b7a-4c43-9a55-0d1c2b3a4f5e',
        marketId: '6f1c1f3e-2b7a-4c43-9a55-0d1c2b3a4f5e',
        updatedAt: '2026-11-28T03:00:00.000Z',
        name: 'Acme Corp',
        showOptin: false,
        totalEmployees: 60,
      }),
    ).toEqual([
      { label: 'Name', before: null, after: 'Acme Corp' },
      { label: 'Enable Opt-in', before: null, after: 'No' },
      { label: 'Total employees', before: null, after: '60' },
    ]);
  });
});
