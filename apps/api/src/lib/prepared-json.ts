import type { Envelope } from '@catering/domain';
import type { FastifySerializerCompiler } from 'fastify';

/**
 * An answer's data as JSON text PostgreSQL already wrote, sent as it is. For the largest
 * hot reads (a calendar month is 150 menus, 90 kB): parsing the rows, mapping them, checking
 * them against the response schema and writing the JSON again cost more than the query
 * (docs/scaling.md, issue #30). The statement names every field of the answer in the
 * schema's order, so nothing unnamed can leak; a test checks the text against the schema.
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
 * The route's serializer, except for an envelope whose data is prepared JSON: that one is
 * written around the text, in the envelope's key order.
 */
export function servingPreparedJson<Schema>(
  compile: FastifySerializerCompiler<Schema>,
): FastifySerializerCompiler<Schema> {
  return (route) => {
    const serialize = compile(route) as Serializer;
    return (payload: unknown) => {
      const envelope = payload as Envelope<unknown> | null;
      if (envelope && typeof envelope === 'object' && envelope.data instanceof PreparedJson) {
        return `{"data":${envelope.data.text},"error":${JSON.stringify(envelope.error)},"meta":${JSON.stringify(envelope.meta)},"status":${JSON.stringify(envelope.status)}}`;
      }
      return serialize(payload);
    };
  };
}
