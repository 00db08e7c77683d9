import { envelopeOf, scheduledMenuSchema } from '@catering/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checksAlikeBothWays, responseSerializerCompiler } from './response-serializer.js';

const route = (schema: z.ZodType) =>
  responseSerializerCompiler({ verify: true })({
    schema,
    method: 'GET',
    url: '/v1/things',
    httpStatus: '200',
  } as never) as (data: unknown) => string;

describe('checking answers forward', () => {
  it('is chosen only for schemas with nothing that differs between directions', () => {
    const row = z.object({ id: z.uuid(), name: z.string().max(80), tags: z.array(z.string()) });
    expect(
      checksAlikeBothWays(z.object({ data: z.array(row), meta: z.record(z.string(), z.number()) })),
    ).toBe(true);
    expect(checksAlikeBothWays(z.object({ data: row.nullable().optional() }))).toBe(true);
    expect(
      checksAlikeBothWays(z.object({ rows: z.array(row.extend({ n: z.number().default(0) })) })),
    ).toBe(false);
    expect(checksAlikeBothWays(z.object({ at: z.string().transform((text) => text.trim()) }))).toBe(
      false,
    );
    expect(checksAlikeBothWays(z.union([row, z.object({ x: z.number().catch(0) })]))).toBe(false);
    expect(checksAlikeBothWays(z.object({ n: z.preprocess(Number, z.number()) }))).toBe(false);
    const iso = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    expect(checksAlikeBothWays(z.object({ at: iso }))).toBe(false);
  });

  it('is chosen for a scheduled menu, read and saved under load (bench: issue #30)', () => {
    expect(checksAlikeBothWays(envelopeOf(scheduledMenuSchema))).toBe(true);
  });

  it('ends on a recursive schema', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(node) }),
    );
    expect(checksAlikeBothWays(node)).toBe(true);
  });

  it('writes what the schema names and nothing else, and refuses an answer that breaks it', () => {
    const serialize = route(z.object({ id: z.number(), name: z.string() }));
    expect(serialize({ id: 1, name: 'Tacos', passwordHash: 'x' })).toBe('{"id":1,"name":"Tacos"}');
    expect(() => serialize({ id: 'one', name: 'Tacos' })).toThrow(
      /Response doesn't match the schema/,
    );
  });

  it('leaves schemas with a direction to the encoder, which writes their encoded form', () => {
    const serialize = route(
      z.object({
        at: z.codec(z.iso.datetime(), z.date(), {
          decode: (text) => new Date(text),
          encode: (date) => date.toISOString(),
        }),
      }),
    );
    expect(serialize({ at: new Date('2026-11-29T05:00:00.000Z') })).toBe(
      '{"at":"2026-11-29T05:00:00.000Z"}',
    );
  });
});
