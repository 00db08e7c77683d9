import {
  type CurrentUser,
  hasAnyPermission,
  IMPORT_MESSAGES,
  IMPORT_REFUSED_SHOWN,
  IMPORT_ROWS_SHOWN,
  type ImportApplied,
  type ImportCounts,
  type ImportDryRun,
  type ImportKind,
  type ImportQuery,
  marketScopeOf,
  permissionsOf,
  XLSX_CONTENT_TYPE,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { accountImport } from './account-import.js';
import { resolveMapping } from './column-mapping.js';
import { elementImport } from './element-import.js';
import { type ImportKindModule, MappedRow, type PlannedRow } from './import-kind.js';
import { findRememberedMapping, rememberMapping } from './imports.repo.js';
import { ingredientImport } from './ingredient-import.js';
import { priceListImport } from './price-list-import.js';
import { readCsv, readXlsx, type Sheet } from './read-sheet.js';

/** The kinds of import; elements and accounts join here, each as its own module. */
// biome-ignore lint/suspicious/noExplicitAny: each module plans and applies its own writes.
export const IMPORT_MODULES: Record<ImportKind, ImportKindModule<any>> = {
  ingredients: ingredientImport,
  'price-list': priceListImport,
  elements: elementImport,
  accounts: accountImport,
};

export interface Upload {
  query: ImportQuery;
  body: unknown;
  contentType: string | undefined;
  user: CurrentUser;
  requestId: string;
}

/** The kind's module, once the user holds every permission it needs. */
function moduleFor(upload: Upload) {
  const module = IMPORT_MODULES[upload.query.kind];
  const held = permissionsOf(upload.user);
  if (!module.permissions.every((permission) => hasAnyPermission(held, [permission]))) {
    throw forbidden(module.permissionMessage ?? IMPORT_MESSAGES.needsAddAndEdit);
  }
  return module;
}

/** The uploaded file as a sheet: XLSX by its type (or its "PK" zip signature), else CSV. */
async function readUpload(upload: Upload): Promise<Sheet> {
  if (!Buffer.isBuffer(upload.body)) throw badRequest(IMPORT_MESSAGES.wrongType);
  const isZip = upload.body[0] === 0x50 && upload.body[1] === 0x4b;
  const xlsx = upload.contentType?.startsWith(XLSX_CONTENT_TYPE) || isZip;
  return xlsx ? readXlsx(upload.body) : readCsv(upload.body);
}

const countsOf = (rows: PlannedRow<unknown>[]): ImportCounts => {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, refused: 0 };
  for (const { row } of rows) counts[row.outcome] += 1;
  return counts;
};

/** Every refused row up to a cap, and the others up to a smaller one, in file order. */
function rowsShown(planned: PlannedRow<unknown>[]) {
  let refused = 0;
  let others = 0;
  return planned
    .map(({ row }) => row)
    .filter((row) =>
      row.outcome === 'refused' ? ++refused <= IMPORT_REFUSED_SHOWN : ++others <= IMPORT_ROWS_SHOWN,
    );
}

/** Reads, maps and plans the file; `run` gets the plan inside one transaction. */
async function planUpload<T>(
  db: Db,
  upload: Upload,
  run: (
    plan: {
      sheet: Sheet;
      resolved: ReturnType<typeof resolveMapping>;
      planned: PlannedRow<unknown>[];
    },
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  ) => Promise<T>,
): Promise<T> {
  const module = moduleFor(upload);
  const sheet = await readUpload(upload);
  const { kind, mapping: requested } = upload.query;
  const remembered = requested ? undefined : await findRememberedMapping(db, upload.user.id, kind);
  const resolved = resolveMapping({
    headers: sheet.headers,
    fields: module.fields,
    requested,
    remembered,
  });
  if (requested && !resolved.problems.length) {
    await rememberMapping(db, upload.user.id, kind, resolved.mapping);
  }
  return db.transaction(async (tx) => {
    // A file that could not be read has no columns to complain about.
    const problems = sheet.problems.length ? sheet.problems : resolved.problems;
    const planned = problems.length
      ? []
      : await module.plan(
          tx,
          sheet.rows.map((row) => MappedRow.of(row, resolved.columns)),
          { marketScope: marketScopeOf(upload.user.limitedToMarketIds) },
        );
    return run({ sheet: { ...sheet, problems }, resolved, planned }, tx);
  });
}

/** What the file would do, row by row; writes nothing but the remembered mapping. */
export function dryRunImport(db: Db, upload: Upload): Promise<ImportDryRun> {
  const module = IMPORT_MODULES[upload.query.kind];
  return planUpload(db, upload, async ({ sheet, resolved, planned }) => {
    const shown = rowsShown(planned);
    return {
      kind: upload.query.kind,
      fileName: upload.query.fileName ?? null,
      notices: sheet.notices,
      problems: sheet.problems,
      headers: sheet.headers,
      fields: module.fields.map(({ key, label, required }) => ({ key, label, required })),
      mapping: resolved.mapping,
      extraColumns: resolved.extraColumns,
      counts: countsOf(planned),
      rows: shown,
      rowsLeftOut: planned.length - shown.length,
    };
  });
}

/**
 * The file applied all or nothing: planned again inside the transaction that writes, so
 * it writes exactly what a dry run of the same file shows now; one refused row, or a
 * problem with the file, and nothing is written.
 */
export function applyImport(db: Db, upload: Upload): Promise<ImportApplied> {
  const module = IMPORT_MODULES[upload.query.kind];
  return planUpload(db, upload, async ({ sheet, planned }, tx) => {
    if (sheet.problems.length) throw badRequest(...sheet.problems);
    const counts = countsOf(planned);
    if (counts.refused) {
      const reasons = planned
        .filter(({ row }) => row.outcome === 'refused')
        .slice(0, 20)
        .map(({ row }) => `Row ${row.line} (${row.label}): ${row.reasons.join(' ')}`);
      throw badRequest(IMPORT_MESSAGES.notApplied(counts.refused), ...reasons);
    }
    const writes = planned.flatMap(({ write }) => (write === undefined ? [] : [write]));
    if (writes.length) {
      await module.apply(tx, writes, { userId: upload.user.id, requestId: upload.requestId });
    }
    return { kind: upload.query.kind, counts };
  });
}
