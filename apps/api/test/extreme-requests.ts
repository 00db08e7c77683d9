import fc from 'fast-check';
import { encodeComponent, type HostileRequest } from './hostile-requests.js';
import { plausibleValue, type ValueOptions } from './openapi-arbitraries.js';
import { type ApiOperation, fillPath, type Parameter } from './openapi-operations.js';
import type { PoolRow, RowPool } from './row-pool.js';

type Arb<T> = fc.Arbitrary<T>;

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A path parameter: a real row where one is known (a uuid), else a plausible value. */
function pathRow(op: ApiOperation, param: Parameter, pool: RowPool): Arb<PoolRow> {
  const rows = param.schema.format === 'uuid' ? pool.rowsForPath(op.path, param.name) : undefined;
  if (rows?.length) return fc.constantFrom(...rows);
  return plausibleValue(param.schema, param.name, {}).map((value) => ({ id: asText(value) }));
}

/**
 * Requests to `op` that the document says are valid, at its limits: bounds, the longest
 * hostile text a field allows, huge or enormous values where no limit is documented,
 * naming real rows. The server may store them or refuse them, but never fail on them.
 */
export function extremeRequests(op: ApiOperation, pool: RowPool): Arb<HostileRequest> {
  const ids = (field: string) => {
    const known = pool.idsFor(field);
    return known?.length ? fc.constantFrom(...known) : undefined;
  };
  const path = fc.tuple(...op.pathParams.map((param) => pathRow(op, param, pool)));

  return path.chain((rows) => {
    // A PUT sends the updatedAt it read: the one of the row it addresses.
    const addressed = rows.find((row) => row.updatedAt);
    const options: ValueOptions = {
      extreme: true,
      ids,
      updatedAt: addressed?.updatedAt ? fc.constant(addressed.updatedAt) : undefined,
    };
    const query = fc.tuple(
      ...op.query.map((param) =>
        fc.tuple(
          param.required ? fc.constant(true) : fc.boolean(),
          plausibleValue(param.schema, param.name, options),
        ),
      ),
    );
    const body = op.body ? plausibleValue(op.body, '', options) : fc.constant(undefined);
    return fc.tuple(query, body).map(([chosen, value]) => {
      const search = chosen
        .flatMap(([present, v], i) =>
          present ? [`${op.query[i]!.name}=${encodeComponent(asText(v))}`] : [],
        )
        .join('&');
      const encodedPath = Object.fromEntries(
        op.pathParams.map((param, i) => [param.name, encodeComponent(rows[i]!.id)]),
      );
      return {
        method: op.method,
        url: `${fillPath(op.path, encodedPath)}${search ? `?${search}` : ''}`,
        payload: op.body ? JSON.stringify(value) : undefined,
        contentType: op.body ? 'application/json' : undefined,
        why: 'valid by the document, at its limits',
      };
    });
  });
}
