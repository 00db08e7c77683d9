import { envelopeOf } from '@catering/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okComputed, okPrepared, PreparedJson, servingPreparedJson } from './prepared-json.js';
import { responseSerializerCompiler } from './response-serializer.js';

const schema = envelopeOf(z.object({ id: z.string(), total: z.number().int() }));
const serializerOf = (verify: boolean) =>
  servingPreparedJson(responseSerializerCompiler({ verify }), { verify })({
    schema,
    method: 'GET',
    url: '/v1/things/:id',
    httpStatus: '200',
  } as never) as (payload: unknown) => string;
const sent = (text: string) => okPrepared(new PreparedJson(text));

describe('prepared JSON answers', () => {
  it('are written around the text as PostgreSQL wrote it', () => {
    expect(serializerOf(false)(sent('{"id" : "a", "total" : 3}'))).toBe(
      '{"data":{"id" : "a", "total" : 3},"error":null,"meta":{},"status":200}',
    );
  });

  it('are checked against the schema in the API tests: its fields, in its order, nothing else', () => {
    const verified = serializerOf(true);
    expect(JSON.parse(verified(sent('{"id":"a","total":3}'))).data).toEqual({ id: 'a', total: 3 });
    expect(() => verified(sent('{"id":"a","total":3.5}'))).toThrow();
    expect(() => verified(sent('{"id":"a"}'))).toThrow();
    expect(() => verified(sent('{"id":"a","total":3,"secret":"x"}'))).toThrow(
      'not what its schema would write',
    );
    expect(() => verified(sent('{"total":3,"id":"a"}'))).toThrow('not what its schema would write');
  });

  it('include computed answers: written once, held to the same check in the tests', () => {
    const computed = (value: object) => okComputed(value);
    expect(serializerOf(false)(computed({ id: 'a', total: 3 }))).toBe(
      '{"data":{"id":"a","total":3},"error":null,"meta":{},"status":200}',
    );
    const verified = serializerOf(true);
    expect(JSON.parse(verified(computed({ id: 'a', total: 3 }))).data).toEqual({
      id: 'a',
      total: 3,
    });
    expect(() => verified(computed({ id: 'a', total: 3, secret: 'x' }))).toThrow(
      'not what its schema would write',
    );
    expect(() => verified(computed({ total: 3, id: 'a' }))).toThrow(
      'not what its schema would write',
    );
  });
});
