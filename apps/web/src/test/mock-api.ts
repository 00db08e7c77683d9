import { vi } from 'vitest';
import { answerProblems, findOperation } from './contract';

/** What a handler answers: the envelope is built around it. */
export interface MockAnswer {
  status?: number;
  data?: unknown;
  meta?: Record<string, unknown>;
  error?: { code: string; messages: string[] };
}

export type MockHandler = (request: {
  url: URL;
  body: unknown;
}) => MockAnswer | Promise<MockAnswer>;

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * How the installation lets people sign in (GET /v1/auth/methods), read by the login and
 * invitation pages: passwords only, unless a test answers that call itself. Not recorded
 * among the calls, as it is the installation's setting rather than something a test does.
 */
const SIGN_IN_METHODS_KEY = 'GET /v1/auth/methods';
const PASSWORD_ONLY: MockAnswer = { data: { password: true, singleSignOn: null } };

/**
 * Replaces `fetch`, the edge of the web app, with answers keyed by "METHOD /path"
 * (query string ignored). Unknown calls answer 404 code 1000, like the API.
 */
export function mockApi(handlers: Record<string, MockHandler | MockAnswer>) {
  for (const key of Object.keys(handlers)) {
    const [method = '', pathname = ''] = key.split(' ');
    if (!findOperation(method, pathname)) throw new Error(`mockApi: the API has no route ${key}`);
  }
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const key = `${method} ${url.pathname}`;
    if (key === SIGN_IN_METHODS_KEY && !handlers[key]) return answerOf(PASSWORD_ONLY);
    calls.push({
      method,
      path: url.pathname,
      search: url.search,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body,
    });
    const handler = handlers[key];
    const answer: MockAnswer =
      typeof handler === 'function'
        ? await handler({ url, body })
        : (handler ?? { status: 404, error: { code: '1000', messages: ['Not found'] } });
    const status = answer.status ?? (answer.error ? 400 : 200);
    if (handler && status < 300) checkAnswer(method, url.pathname, answer.data ?? null);
    return answerOf(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function answerOf(answer: MockAnswer): Response {
  const status = answer.status ?? (answer.error ? 400 : 200);
  const envelope = {
    data: answer.error ? null : (answer.data ?? null),
    error: answer.error
      ? { ...answer.error, msg: answer.error.messages[0] ?? '', requestId: 'req-test' }
      : null,
    meta: answer.meta ?? {},
    status,
  };
  return new Response(JSON.stringify(envelope), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers that break the contract, reported by the next `afterEach` (setup.ts). */
export const contractViolations: string[] = [];

function checkAnswer(method: string, pathname: string, data: unknown) {
  const operation = findOperation(method, pathname);
  const problems = operation ? answerProblems(operation, data) : [];
  if (!operation || !problems.length) return;
  const report = `The mocked answer of ${method} ${operation.template} is not what the API sends:\n  ${problems.join('\n  ')}`;
  console.error(report);
  contractViolations.push(report);
}

/**
 * Answers `answer` only once `release` is called: until then the request stays in flight,
 * as a slow server's would.
 */
export function heldAnswer(answer: MockAnswer) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler: MockHandler = async () => {
    await released;
    return answer;
  };
  return { handler, release };
}

/** Every list loaded at sign-in, empty unless given. */
export function referenceHandlers(lists: Partial<Record<string, unknown[]>> = {}) {
  const paths = [
    '/v1/portion-units',
    '/v1/add-ons',
    '/v1/brands',
    '/v1/container-types',
    '/v1/cuisine-types',
    '/v1/markets',
    '/v1/roles',
    '/v1/service-lines',
    '/v1/serving-utensils',
    '/v1/serving-vessels',
    '/v1/element-types',
    '/v1/allergens',
    '/v1/menu-element-classes',
    '/v1/tags',
    '/v1/service-types',
    '/v1/vendors',
  ];
  return Object.fromEntries(
    paths.map((path) => {
      const data = lists[path] ?? [];
      return [`GET ${path}`, { data, meta: { count: data.length } } satisfies MockAnswer];
    }),
  );
}
