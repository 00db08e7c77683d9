import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every answer is checked against its route's response schema before it is written, which
 * strips any field the schema does not name. fastify-type-provider-zod checks in zod's
 * encode direction, which runs every checked value twice (a first pass without checks,
 * then with them): two to three times the cost of checking forward (a scheduled menu
 * 67 µs against 29, a page of menus 61 µs against 18), on every request. Where a schema
 * has nothing that differs between directions (no transform, pipe or codec, default,
 * prefault or catch), both give the same answer, so it is checked forward; any other
 * schema keeps the library's encode.
 */

type ZodSchema = z.core.$ZodType;

/** The kinds whose forward answer is not their encoded one. */
const DIRECTIONAL = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'promise']);

function childSchemas(def: Record<string, unknown>): ZodSchema[] {
  const found: ZodSchema[] = [];
  const add = (value: unknown) => {
    if (value instanceof z.core.$ZodType) found.push(value);
  };
  for (const [key, value] of Object.entries(def)) {
    if (key === 'getter' && typeof value === 'function') add(value());
    else if (Array.isArray(value)) value.forEach(add);
    else if (value instanceof z.core.$ZodType) add(value);
    // An object's shape: its fields' schemas by name.
    else if (key === 'shape' && value && typeof value === 'object')
      Object.values(value).forEach(add);
  }
  return found;
}

/** Whether checking `schema` forward answers what encoding it answers. */
export function checksAlikeBothWays(schema: ZodSchema, seen = new Set<ZodSchema>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (DIRECTIONAL.has(def.type)) return false;
  return childSchemas(def).every((child) => checksAlikeBothWays(child, seen));
}

/** The route's zod schema as fastify-type-provider-zod accepts it (bare or as `properties`). */
export function zodSchemaOf(schema: unknown): ZodSchema | undefined {
  if (schema instanceof z.core.$ZodType) return schema;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  return properties instanceof z.core.$ZodType ? properties : undefined;
}

/**
 * The answers' serializer: forward where that is the same, else the library's. With
 * `verify` (the API tests), every answer checked forward is also encoded, and a difference
 * fails the request: the whole suite then proves the two agree on every answer it makes.
 */
export function responseSerializerCompiler(
  options: { verify?: boolean } = {},
): FastifySerializerCompiler<unknown> {
  return (route) => {
    const encode = serializerCompiler(route as never) as (data: unknown) => string;
    const schema = zodSchemaOf(route.schema);
    if (!schema || !checksAlikeBothWays(schema)) return encode;
    return (data: unknown) => {
      const result = z.safeParse(schema, data);
      if (!result.success)
        throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      const text = JSON.stringify(result.data);
      if (options.verify && text !== encode(data)) {
        throw new Error(
          `${route.method} ${route.url}: the answer checked forward is not the encoded one`,
        );
      }
      return text;
    };
  };
}
