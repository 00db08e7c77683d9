import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';

/**
 * The API's OpenAPI document, read by the web tests so that their mocked answers are the
 * answers the routes define: a mock keyed by a path or method the API does not have, or
 * answering a field it does not send, fails the test that uses it.
 */
interface Operation {
  method: string;
  template: string;
  matcher: RegExp;
  /** Path parameters: fewer means more specific (`/v1/elements/full` before `{id}`). */
  params: number;
  successSchema?: unknown;
}

type JsonObject = { [key: string]: unknown };

const documentPath = path.join(import.meta.dirname, '../../../../docs/openapi.json');
let operations: Operation[] | undefined;
const ajv = new Ajv({ strict: false, allErrors: true });
const validators = new Map<Operation, ValidateFunction>();

function loadOperations(): Operation[] {
  const document = JSON.parse(readFileSync(documentPath, 'utf8')) as {
    paths: Record<string, Record<string, { responses?: Record<string, JsonObject> }>>;
  };
  const found: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const status = Object.keys(operation.responses ?? {}).find((code) => /^2\d\d$/.test(code));
      const content = status ? operation.responses?.[status]?.content : undefined;
      const json = (content as Record<string, { schema?: JsonObject }> | undefined)?.[
        'application/json'
      ];
      const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      found.push({
        method: method.toUpperCase(),
        template,
        matcher: new RegExp(`^${pattern}$`),
        params: (template.match(/\{/g) ?? []).length,
        successSchema: (json?.schema?.properties as JsonObject | undefined)?.data,
      });
    }
  }
  return found.sort((a, b) => a.params - b.params);
}

/** The operation a concrete request goes to, as the router would pick it. */
export function findOperation(method: string, pathname: string): Operation | undefined {
  operations ??= loadOperations();
  return operations.find((op) => op.method === method && op.matcher.test(pathname));
}

/**
 * Test fixtures use readable ids ('tag-1') and short dates, so formats and patterns are not
 * checked; field names, types, requiredness, nullability and enums are.
 */
function withoutFormats(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutFormats);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'format' || key === 'pattern') continue;
    copy[key] = key === 'properties' ? mapValues(value as JsonObject) : withoutFormats(value);
  }
  // A schema of any type (a change log's free-form `change`) already takes null; Ajv
  // refuses `nullable` without a `type`.
  if (copy.nullable === true && copy.type === undefined) delete copy.nullable;
  // OpenAPI 3.0 lets `nullable` widen an enum; JSON Schema needs null among its values.
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) {
    copy.enum = [...copy.enum, null];
  }
  return copy;
}

function mapValues(properties: JsonObject): JsonObject {
  return Object.fromEntries(
    Object.entries(properties).map(([name, value]) => [name, withoutFormats(value)]),
  );
}

/** What is wrong with `data` as the answer of `operation`, or nothing. */
export function answerProblems(operation: Operation, data: unknown): string[] {
  if (operation.successSchema === undefined) return [];
  let validate = validators.get(operation);
  if (!validate) {
    validate = ajv.compile(withoutFormats(operation.successSchema) as object);
    validators.set(operation, validate);
  }
  if (validate(data)) return [];
  return (validate.errors ?? []).map(
    (error) => `data${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
  );
}
