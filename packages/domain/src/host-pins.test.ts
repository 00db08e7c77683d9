import { describe, expect, it } from 'vitest';
import type { HostService } from './host-day.js';
import { arrangeHostServices } from './host-pins.js';

const service = (id: string, name: string): HostService => ({
  serviceEventId: `00000000-0000-4000-8000-0000000000${id}`,
  account: { id, name },
  address: '',
  serviceTime: '11:30',
  headcount: 1,
  dietaryCount: 0,
  allergenCount: 0,
  specialRequest: false,
  notes: '',
  containers: [],
  survey: null,
});

// In the order served.
const day = [service('a', 'Acme Corp'), service('g', 'Globex'), service('i', 'Initech Cafe')];
const names = (view: { services: HostService[] }) => view.services.map((s) => s.account.name);

describe('arrangeHostServices', () => {
  it('shows every service in the order served while nothing of the day is pinned', () => {
    const view = arrangeHostServices(day, new Set(['elsewhere']), { showAll: false, search: '' });
    expect(names(view)).toEqual(['Acme Corp', 'Globex', 'Initech Cafe']);
    expect(view.pinnedCount).toBe(0);
  });

  it('shows only the pinned by default, and all with the pinned first', () => {
    const pinned = new Set(['i', 'g']);
    const mine = arrangeHostServices(day, pinned, { showAll: false, search: '' });
    expect(names(mine)).toEqual(['Globex', 'Initech Cafe']);
    expect(mine.pinnedCount).toBe(2);
    const all = arrangeHostServices(day, pinned, { showAll: true, search: '' });
    expect(names(all)).toEqual(['Globex', 'Initech Cafe', 'Acme Corp']);
  });

  it('searches names case-insensitively in both modes, counting what "only mine" hides', () => {
    const pinned = new Set(['g']);
    const mine = arrangeHostServices(day, pinned, { showAll: false, search: ' CAFE ' });
    expect(names(mine)).toEqual([]);
    expect(mine.hiddenMatches).toBe(1);
    const all = arrangeHostServices(day, pinned, { showAll: true, search: 'o' });
    expect(names(all)).toEqual(['Globex', 'Acme Corp']);
    expect(all.hiddenMatches).toBe(0);
  });
});
