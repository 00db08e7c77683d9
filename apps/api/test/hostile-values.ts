/**
 * Values an attacker or a broken client sends. Two kinds: values that break a documented
 * schema whatever the field's preprocessing does (used where a request must be refused),
 * and values a schema may well accept (used around them, so validators meet them too).
 */

/** The "huge string" of the hostile-input rules: 100,000 characters. */
export const HUGE_LENGTH = 100_000;

const LONE_HIGH_SURROGATE = '\ud800';
const LONE_LOW_SURROGATE = '\udc00';
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';

/** Text that is legal JSON but hard on whatever stores, compares or prints it. */
export const HOSTILE_TEXT: readonly string[] = [
  '🍲🔥👩🏽‍🍳',
  `${RIGHT_TO_LEFT_OVERRIDE}lanruoj`,
  'שלום עולם مرحبا',
  `lone ${LONE_HIGH_SURROGATE} high`,
  `lone ${LONE_LOW_SURROGATE} low`,
  'zero\u200bwidth\ufeffjoiner',
  'e\u0301\u0301\u0301 combining',
  "Robert'); drop table menus;--",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%27%22',
  '\\u0000 spelled out',
  ' ',
  '',
];

/**
 * Text PostgreSQL cannot store (NUL anywhere; a lone surrogate in jsonb), so every route
 * must refuse it (plugins/storable-text.ts).
 */
export const UNSTORABLE_TEXT: readonly string[] = [
  'a\u0000b',
  '\u0000',
  `name${'\u0000'.repeat(3)}`,
  `half an emoji ${LONE_HIGH_SURROGATE}`,
  `${LONE_LOW_SURROGATE}`,
];

/** Huge strings of hostile characters, each HUGE_LENGTH characters (code points) long. */
export const HUGE_TEXT: readonly string[] = ['x', '🍲', RIGHT_TO_LEFT_OVERRIDE, 'é'].map((unit) =>
  unit.repeat(HUGE_LENGTH),
);

/** Ids that are not UUIDs (never empty: an empty id may legitimately mean "none"). */
export const MALFORMED_IDS: readonly string[] = [
  'not-a-uuid',
  '00000000-0000-4000-8000-00000000000g',
  '3f2504e0-4f89-41d3-9a0c-0305e82c3301x',
  ' 3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  '{3f2504e0-4f89-41d3-9a0c-0305e82c3301}',
  '3f2504e04f8941d39a0c0305e82c3301a',
  '3f2504e0-4f89-41d3-9a0c',
  "1' or '1'='1",
  '-1',
  '0',
  '🍲',
];

/** Dates no calendar has, or in no form the API reads. */
export const MALFORMED_DATES: readonly string[] = [
  '2026-02-30',
  '13/45/2026',
  '2026-13-01',
  '0000-00-00',
  '99999-01-01',
  '2026-1-1x',
  'yesterday',
  '',
];

/** Date-times a `format: date-time` field refuses. */
export const MALFORMED_DATE_TIMES: readonly string[] = [
  '2026-02-30T10:00:00Z',
  '2026-13-01T00:00:00Z',
  '13/45/2026 10:00',
  'not a time',
  '2026-01-01T25:61:00Z',
];

export const MALFORMED_URIS: readonly string[] = ['not a url', 'http//missing-colon', '::::'];

/** Strings no number parses from ('' and blanks are left out: forms send them for "none"). */
export const NOT_A_NUMBER_TEXT: readonly string[] = [
  'NaN',
  'abc',
  '1e400',
  '-Infinity',
  '1,5',
  '12abc',
];

/** Numbers that fit in JSON and in no column. */
export const ENORMOUS_NUMBERS: readonly number[] = [1e308, -1e308, Number.MAX_SAFE_INTEGER + 2];

/** Values of each JSON type, for "wrong type" breaks. */
export const VALUES_BY_JSON_TYPE = {
  string: ['42', 'true', 'x'],
  number: [42, -1, 1e308, 0.5],
  boolean: [true, false],
  array: [[], ['x'], [{}], [null]],
  object: [{}, { $ne: null }, { '0': 'x', length: 1 }],
} as const;

/** Keys no schema declares; `__proto__` and `constructor` probe prototype pollution. */
export const UNKNOWN_KEYS: readonly string[] = [
  'isAdmin',
  'role',
  'id',
  'createdAt',
  'deletedAt',
  '$where',
  '__proto__',
  'constructor',
  '🔑',
];

/** Whole bodies that are not a JSON object: each must be refused before any handler runs. */
export const RAW_BODIES: readonly { payload: string; contentType: string }[] = [
  { payload: '{"name": ', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '1e400', contentType: 'application/json' },
  { payload: '{"a":1}{"b":2}', contentType: 'application/json' },
  { payload: '{"__proto__": {"isAdmin": true}}', contentType: 'application/json' },
  { payload: '{"constructor": {"prototype": {"isAdmin": true}}}', contentType: 'application/json' },
  { payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, contentType: 'application/json' },
  { payload: '{"name": "x"}', contentType: 'text/plain' },
  { payload: 'name=x', contentType: 'application/x-www-form-urlencoded' },
];
