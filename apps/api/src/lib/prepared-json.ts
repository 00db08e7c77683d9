import type { Envelope } from '@catering/domain';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zodSchemaOf } from './response-serializer.js';

/**
 * An answer's data as JSON text PostgreSQL already wrote, sent as it is. For the largest
 * hot reads (a calendar month is 150 menus, 90 kB): parsing the rows, mapping them, checking
 * them against the response schema and writing the JSON again cost more than the query
 * (docs/scaling.md, issue #30). The statement names every field of the answer in the
 * schema's order, so nothing unnamed can leak; the API tests check every such answer
 * against its schema (`verify` below).
 * `T` is what the text holds once parsed.
 */
export class PreparedJson<T> {
  declare readonly holds?: T;
  constructor(readonly text: string) {}
}

/**
 * The envelope of prepared JSON data, typed as the route's answer: the serializer below
 * writes it around the text.
 */
export function okPrepared<T>(json: PreparedJson<T>, meta: Envelope<T>['meta'] = {}): Envelope<T> {
  return { data: json as unknown as T, error: null, meta, status: 200 };
}

type Serializer = (payload: unknown) => string;

/**
 * With `verify` (the API tests): a prepared answer must pass its route's schema and hold
 * exactly what the schema names, in its order (what checking it would have written).
 */
function verifyPrepared(route: { schema: unknown; method: string; url: string }, text: string) {
  const schema = zodSchemaOf(route.schema);
  if (!schema) return;
  const sent = JSON.parse(text) as unknown;
  const result = z.safeParse(schema, sent);
  if (!result.success)
    throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
  if (JSON.stringify(result.data) !== JSON.stringify(sent))
    throw new Error(
      `${route.method} ${route.url}: the prepared answer is not what its schema would write`,
    );
}

/**
 * The route's serializer, except for an envelope whose data is prepared JSON: that one is
 * written around the text, in the envelope's key order.
 */
export function servingPreparedJson<Schema>(
  compile: FastifySerializerCompiler<Schema>,
  options: { verify?: boolean } = {},
): FastifySerializerCompiler<Schema> {
  return (route) => {
    const serialize = compile(route) as Serializer;
    return (payload: unknown) => {
      const envelope = payload as Envelope<unknown> | null;
      if (envelope && typeof envelope === 'object' && envelope.data instanceof PreparedJson) {
        const text = `{"data":${envelope.data.text},"error":${JSON.stringify(envelope.error)},"meta":${JSON.stringify(envelope.meta)},"status":${JSON.stringify(envelope.status)}}`;
        if (options.verify) verifyPrepared(route, text);
        return text;
      }
      return serialize(payload);
    };
  };
}
