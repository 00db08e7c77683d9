import { describe, expect, it } from 'vitest';
import { groupByDependencyLevel } from './dependency-levels.js';

describe('groupByDependencyLevel', () => {
  it('puts each table after every table it references', () => {
    const levels = groupByDependencyLevel(
      ['scheduled_menus', 'menus', 'markets', 'brands', 'accounts'],
      [
        { child: 'menus', parent: 'brands' },
        { child: 'accounts', parent: 'markets' },
        { child: 'scheduled_menus', parent: 'menus' },
        { child: 'scheduled_menus', parent: 'markets' },
      ],
    );
    expect(levels).toEqual([['brands', 'markets'], ['accounts', 'menus'], ['scheduled_menus']]);
  });

  it('ignores references to tables outside the list (another schema)', () => {
    expect(groupByDependencyLevel(['users'], [{ child: 'users', parent: 'auth_users' }])).toEqual([
      ['users'],
    ]);
  });

  it('refuses a cycle, naming its tables, instead of failing half-way through a copy', () => {
    expect(() =>
      groupByDependencyLevel(
        ['a', 'b', 'c'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow('These tables reference each other in a cycle: a, b.');
    expect(() => groupByDependencyLevel(['tree'], [{ child: 'tree', parent: 'tree' }])).toThrow(
      /reference themselves.*tree/,
    );
  });
});
