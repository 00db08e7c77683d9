import fc from 'fast-check';
import { HOSTILE_TEXT, RAW_BODIES } from './hostile-values.js';
import { plausibleValue } from './openapi-arbitraries.js';
import { brokenText, brokenValue } from './openapi-breaks.js';
import {
  type ApiOperation,
  fillPath,
  type HttpMethod,
  type Parameter,
} from './openapi-operations.js';

type Arb<T> = fc.Arbitrary<T>;

/** A request the route must refuse, and which of its parts is broken (for the report). */
export interface HostileRequest {
  method: HttpMethod;
  url: string;
  payload?: string;
  contentType?: string;
  why: string;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const hasLoneSurrogate = (text: string) => text.replace(LONE_SURROGATE, '') !== text;

/** Percent-encodes text; a lone surrogate (which encodeURIComponent throws on) becomes U+FFFD. */
export const encodeComponent = (text: string) =>
  encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));

/** Already percent-encoded: bytes that are no UTF-8, and broken escapes. */
const RAW_QUERY_VALUES = ['%ED%A0%80', '%FF%FE', '%', '%zz', '%E2%80%AE'];

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function validParam(param: Parameter): Arb<string> {
  return plausibleValue(param.schema, param.name, { loose: false }).map((value) =>
    encodeComponent(asText(value)),
  );
}

/** An encoded value the parameter's schema refuses, or several values where it takes one. */
function brokenParam(
  param: Parameter,
  where: 'path' | 'query',
): Arb<{ encoded: string[]; why: string }> | undefined {
  // A URL cannot carry a lone surrogate (it would arrive as U+FFFD, a valid character).
  const texts = brokenText(param.schema, param.name).filter((text) => !hasLoneSurrogate(text));
  const single = texts.length
    ? fc.constantFrom(...texts).map((text) => ({
        encoded: [encodeComponent(text)],
        why: `${param.name}: refused text`,
      }))
    : undefined;
  const repeated = validParam(param).map((value) => ({
    encoded: [value, `${value}0`],
    why: `${param.name}: given twice`,
  }));
  if (where === 'path') return single;
  return single ? fc.oneof({ weight: 4, arbitrary: single }, repeated) : repeated;
}

/** Optional parameters come or not; hostile extras (unknown names, raw escapes) come along. */
function looseQuery(params: Parameter[]): Arb<[string, string][]> {
  const entries = params.map((param) =>
    fc.tuple(
      param.required ? fc.constant(true) : fc.boolean(),
      fc.oneof(
        { weight: 4, arbitrary: validParam(param) },
        fc.constantFrom(...HOSTILE_TEXT).map(encodeComponent),
        fc.constantFrom(...RAW_QUERY_VALUES),
      ),
    ),
  );
  const extras = fc.array(
    fc.tuple(
      fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'q[$ne]', '🍲'),
      fc.constantFrom('1', ...RAW_QUERY_VALUES),
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...entries), extras)
    .map(([chosen, extra]) => [
      ...chosen.flatMap(([present, value], i): [string, string][] =>
        present ? [[params[i]!.name, value]] : [],
      ),
      ...extra.map(([name, value]): [string, string] => [encodeComponent(name), value]),
    ]);
}

interface Parts {
  path: Record<string, string>;
  query: [string, string][];
  body?: { payload: string; contentType: string };
  why: string;
}

const jsonBody = (value: unknown) => ({
  payload: JSON.stringify(value),
  contentType: 'application/json',
});

/**
 * Requests to `op` that break at least one documented rule of its path, query or body,
 * with the other parts plausible or hostile. Undefined when nothing of it can be broken.
 */
export function hostileRequests(op: ApiOperation): Arb<HostileRequest> | undefined {
  const validPath = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p.name, validParam(p)])),
  ) as Arb<Record<string, string>>;
  const query = looseQuery(op.query);
  const looseBody = op.body
    ? plausibleValue(op.body, '', { loose: true }).map(jsonBody)
    : fc.constant(undefined);
  const locations: Arb<Parts>[] = [];

  for (const param of op.pathParams) {
    const broken = brokenParam(param, 'path');
    if (!broken) continue;
    locations.push(
      fc.tuple(validPath, broken, query, looseBody).map(([path, b, q, body]) => ({
        path: { ...path, [param.name]: b.encoded[0] ?? '' },
        query: q,
        body,
        why: `path ${b.why}`,
      })),
    );
  }
  for (const param of op.query) {
    const broken = brokenParam(param, 'query');
    if (!broken) continue;
    locations.push(
      fc.tuple(validPath, broken, query, looseBody).map(([path, b, q, body]) => ({
        path,
        query: [
          ...q.filter(([name]) => name !== param.name),
          ...b.encoded.map((value): [string, string] => [param.name, value]),
        ],
        body,
        why: `query ${b.why}`,
      })),
    );
  }
  const brokenBody = op.body ? brokenValue(op.body, '') : undefined;
  if (brokenBody) {
    const body = fc.oneof(
      { weight: 9, arbitrary: brokenBody.map((b) => ({ ...jsonBody(b.value), why: b.why })) },
      fc
        .constantFrom(...RAW_BODIES)
        .map((raw) => ({ ...raw, why: `raw body ${raw.payload.slice(0, 30)}` })),
    );
    locations.push(
      fc.tuple(validPath, query, body).map(([path, q, b]) => ({
        path,
        query: q,
        body: { payload: b.payload, contentType: b.contentType },
        why: `body ${b.why || '(root)'}`,
      })),
    );
  }
  if (locations.length === 0) return undefined;

  return fc.oneof(...locations).map((parts) => {
    const search = parts.query.map(([name, value]) => `${name}=${value}`).join('&');
    return {
      method: op.method,
      url: `${fillPath(op.path, parts.path)}${search ? `?${search}` : ''}`,
      payload: parts.body?.payload,
      contentType: parts.body?.contentType,
      why: parts.why,
    };
  });
}
