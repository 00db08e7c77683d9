import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of JSON Schema that docs/openapi.json uses for requests (OpenAPI 3.0 dialect). */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0: `minimum` itself is excluded. */
  exclusiveMinimum?: boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  anyOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route of the document, with what a request to it may carry. */
export interface ApiOperation {
  method: HttpMethod;
  /** As the document writes it: `/v1/tags/{id}`. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body?: JsonSchema;
}

export const WRITE_METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Write routes the hostile-input run leaves out, and why. Everything else under /v1 and /v2
 * that writes is called.
 */
export const EXCLUDED_WRITES: Record<string, string> = {
  // No body, no parameters: every call is a valid one, and it revokes the token the run
  // itself signs in with. Its refusals (no or bad token) are the authorization matrix's.
  'POST /v1/auth/sign-out': 'takes no input to break; any call signs the caller out',
  // Its only input is the single sign-on's session cookie; without one it answers 401
  // (single-sign-on.test.ts and the journey), and without single sign-on set up, 404.
  'POST /v1/auth/sso/session': 'takes no input to break but a cookie',
};

export const operationKey = (op: Pick<ApiOperation, 'method' | 'path'>) =>
  `${op.method} ${op.path}`;

interface DocumentParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface DocumentOperation {
  parameters?: DocumentParameter[];
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
}

export function readOpenApiDocument(): { paths: Record<string, Record<string, unknown>> } {
  const file = path.join(import.meta.dirname, '../../../docs/openapi.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every operation of the document under /v1 and /v2. */
export function apiOperations(document = readOpenApiDocument()): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [route, methods] of Object.entries(document.paths)) {
    if (!/^\/v[12]\//.test(route)) continue;
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as DocumentOperation;
      const parameters = (op.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: p.in === 'path' || Boolean(p.required),
        schema: p.schema,
      }));
      operations.push({
        method: method.toUpperCase() as HttpMethod,
        path: route,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return operations;
}

/**
 * The operations the run calls: every write route (minus EXCLUDED_WRITES), and every read
 * route that takes path or query parameters, which hostile values reach as well.
 */
export function hostileInputTargets(operations = apiOperations()): ApiOperation[] {
  return operations.filter((op) =>
    WRITE_METHODS.includes(op.method)
      ? !(operationKey(op) in EXCLUDED_WRITES)
      : op.pathParams.length > 0 || op.query.length > 0,
  );
}

/** `/v1/tags/{id}` with `{ id: 'x/y' }`: `/v1/tags/x%2Fy`; values are already encoded. */
export function fillPath(route: string, encodedParams: Record<string, string>): string {
  return route.replace(/\{([^}]+)\}/g, (_, name: string) => encodedParams[name] ?? '');
}
