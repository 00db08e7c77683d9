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
 * An answer our own code computed, typed as the schema's output, written with its envelope
 * in one JSON.stringify: the largest computed answer (a slot's Chef numbers, 440 kB for a busy
 * lunch) spent more time in zod's check, its copy of every object and the garbage of both
 * than in its query (issue #30). The API tests check it all the same (`verify` below): its
 * keys must come in the schema's order and nothing unnamed may ride along.
 */
export class ComputedJson<T> {
  constructor(readonly value: T) {}
}

/** The answer of a route whose data is `value`, computed by our own code (ComputedJson). */
export function okComputed<T>(value: T): Envelope<T> {
  return { data: new ComputedJson(value) as unknown as T, error: null, meta: {}, status: 200 };
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
 * The route's serializer, except for an envelope whose data is prepared JSON (written around
 * the text, in the envelope's key order) or computed (written in one JSON.stringify).
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
      if (envelope && typeof envelope === 'object' && envelope.data instanceof ComputedJson) {
        const { error, meta, status } = envelope;
        // One string, in the envelope's key order: a large answer is not copied again.
        const text = JSON.stringify({ data: envelope.data.value, error, meta, status });
        if (options.verify) verifyPrepared(route, text);
        return text;
      }
      return serialize(payload);
    };
  };
}
