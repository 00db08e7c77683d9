import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { describeFatalError } from './fatal-error.js';

function thrownBy(act: () => unknown): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('a failed start', () => {
  it('prints the error with its stack and every cause below it, outermost first', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const query = new Error('Failed query: create table "menus"', { cause: refused });
    const migration = new Error('Migration 0042 failed', { cause: query });

    const text = describeFatalError(migration);

    expect(text).toMatch(/^Error: Migration 0042 failed\n\s+at /);
    expect(text).toMatch(/\nCaused by: Error: Failed query: create table "menus"\n\s+at /);
    expect(text).toMatch(/\nCaused by: Error: connect ECONNREFUSED 127.0.0.1:5432\n\s+at /);
    expect(text).toContain('code: ECONNREFUSED');
    expect(text.indexOf('Migration 0042')).toBeLessThan(text.indexOf('Failed query'));
    expect(text.indexOf('Failed query')).toBeLessThan(text.indexOf('connect ECONNREFUSED'));
  });

  it('prints each inner error of an AggregateError, whose own message may be empty', () => {
    const inner = [
      Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ];
    const text = describeFatalError(new AggregateError(inner, ''));

    expect(text).toMatch(/^AggregateError/);
    expect(text).toContain('[1 of 2] Error: connect ECONNREFUSED ::1:5432');
    expect(text).toContain('[2 of 2] Error: connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('ends on a cause chain that loops back', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    const text = describeFatalError(first);
    expect(text).toContain('Caused by: Error: second');
    expect(text).toContain('Caused by: Error: first (already shown above)');
  });

  it('prints what was thrown when it is not an error', () => {
    expect(describeFatalError('port taken')).toBe('port taken');
    expect(describeFatalError({ code: 42 })).toBe('{ code: 42 }');
  });

  it('keeps a bad environment variable to its message, without a stack', () => {
    const error = thrownBy(() => loadConfig({ LOG_FORMAT: 'fancy', PORT: 'eighty' }));
    expect(error).toBeInstanceOf(ConfigError);
    const text = describeFatalError(error);
    expect(text).toMatch(/^Invalid configuration:\n/);
    expect(text).toContain('LOG_FORMAT: ');
    expect(text).toContain('PORT: ');
    expect(text).not.toMatch(/\n\s+at /);
  });
});
