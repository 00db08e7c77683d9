import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';

/**
 * Text PostgreSQL cannot store faithfully, and why: a NUL character fails in any text
 * column, and a lone UTF-16 surrogate (half of an emoji, valid in JSON) fails in a jsonb
 * column and is silently replaced in a text one.
 */
const UNSTORABLE: { found: (text: string) => boolean; message: string }[] = [
  {
    found: (text) => text.includes('\u0000'),
    message: 'Must not contain the NUL character (U+0000)',
  },
  {
    found: (text) =>
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text),
    message: 'Must be valid Unicode text (a lone surrogate is not)',
  },
];

const problemOf = (text: string) => UNSTORABLE.find(({ found }) => found(text));

/** The first string (or object key) of `input` PostgreSQL cannot store: where and why. */
export function unstorableText(input: unknown): { path: string; message: string } | undefined {
  // A stack rather than recursion: a hostile body may nest thousands of levels deep.
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      const problem = problemOf(value);
      if (problem) return { path, message: problem.message };
    } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      // A raw upload (a spreadsheet, imports) is bytes: its reader decides what it holds.
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        const problem = problemOf(key);
        if (problem) return { path: childPath, message: problem.message };
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses, on every route and before the route's own validation, a path, query or body
 * string PostgreSQL cannot store, instead of letting it fail in the database as a 500.
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  // `done`, not async: every request passes here (envelope.ts says why).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const input of [request.params, request.query, request.body]) {
      const found = unstorableText(input);
      if (!found) continue;
      // The path is the client's own text: printable, and short enough to read.
      const field = [...found.path.slice(0, 100)].map((c) => (problemOf(c) ? '?' : c)).join('');
      return done(badRequest(field ? `${field}: ${found.message}` : found.message));
    }
    done();
  });
});
