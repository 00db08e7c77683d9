import type { LoadCase } from './cases.js';

/**
 * The bare server is only a fair limit if it answers the same thing: the product's
 * answers are recorded first (PGlite lets one process at a time open the database), then
 * each bare answer is compared with its JSON keys in a canonical order.
 */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, inner]) => [key, canonical(inner)]),
        )
      : value;

async function answerOf(baseUrl: string, loadCase: LoadCase) {
  const { method, path, body, token } = loadCase.request;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return `${response.status} ${JSON.stringify(canonical(await response.json()))}`;
}

export async function recordAnswers(baseUrl: string, cases: LoadCase[]) {
  const answers = new Map<string, string>();
  for (const loadCase of cases.filter((c) => c.comparable))
    answers.set(loadCase.name, await answerOf(baseUrl, loadCase));
  return answers;
}

/** 'same', 'not compared', or where the two answers part. */
export async function compareAnswers(
  baseUrl: string,
  loadCase: LoadCase,
  answers: Map<string, string>,
): Promise<string> {
  const expected = answers.get(loadCase.name);
  if (expected === undefined) return 'not compared';
  const actual = await answerOf(baseUrl, loadCase);
  if (actual === expected) return 'same';
  let at = 0;
  while (at < actual.length && actual[at] === expected[at]) at += 1;
  return `differs at character ${at}: product …${expected.slice(Math.max(0, at - 40), at + 60)}… bare …${actual.slice(Math.max(0, at - 40), at + 60)}…`;
}
