import {
  IMPORT_MESSAGES,
  type ImportKind,
  type ImportRow,
  type MarketScope,
  OPTIONAL_NUMBER_MAX,
  type Permission,
  parseSpreadsheetNumber,
} from '@catering/domain';
import type { Tx } from '../../db/seed/demo-catalogue/index.js';
import type { FieldSpec } from './column-mapping.js';
import type { Cell, SheetRow } from './read-sheet.js';

/**
 * One kind of import (ingredients, price lists; elements and accounts later): its fields,
 * its template, who may run it, how a row is planned against the database and how the
 * planned writes are applied. The engine (imports.service.ts) does the rest.
 */
export interface ImportKindModule<Write> {
  kind: ImportKind;
  fields: readonly FieldSpec[];
  /** The template's one example row, in the order of `fields`. */
  example: readonly string[];
  /** Every one of these is needed (the route's access asks for one of them). */
  permissions: readonly Permission[];
  /** The 403's message when one is missing (default: the ingredients' wording). */
  permissionMessage?: string;
  /** Each row's outcome, and for a create or update what to write; in file order. */
  plan(tx: Tx, rows: MappedRow[], context: PlanContext): Promise<PlannedRow<Write>[]>;
  /** Writes every planned change, and its change-log entries, in the caller's transaction. */
  apply(tx: Tx, writes: Write[], actor: ImportActor): Promise<void>;
}

/** Who plans: the markets they are limited to (null: every market). */
export interface PlanContext {
  marketScope: MarketScope;
}

export interface PlannedRow<Write> {
  row: ImportRow;
  write?: Write;
}

export interface ImportActor {
  userId: string;
  requestId: string;
}

/** "Case Cost 1" of one row; the number rule is packages/domain's parseSpreadsheetNumber. */
export class MappedRow {
  constructor(
    readonly line: number,
    private readonly cells: Cell[],
    private readonly columns: Map<string, number>,
  ) {}

  static of(row: SheetRow, columns: Map<string, number>) {
    return new MappedRow(row.line, row.cells, columns);
  }

  /** Whether the file has a column for the field (an unmapped field keeps what is stored). */
  mapped(key: string): boolean {
    return this.columns.has(key);
  }

  private cell(key: string): Cell {
    const index = this.columns.get(key);
    return index === undefined ? '' : (this.cells[index] ?? '');
  }

  /**
   * The cell as trimmed text; the quote our exports put before a cell starting = + - @
   * (the formula guard, lib/csv.ts) is taken off again.
   */
  text(key: string): string {
    const text = String(this.cell(key)).trim();
    return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
  }

  /** The cell as a number; undefined when blank; a reason pushed when it is not a number. */
  number(key: string, label: string, reasons: string[]): number | undefined {
    const cell = this.cell(key);
    if (typeof cell === 'number') return cell;
    const text = this.text(key);
    if (text === '') return undefined;
    const value = parseSpreadsheetNumber(text);
    if (value === null) {
      reasons.push(IMPORT_MESSAGES.notANumber(label, text));
      return undefined;
    }
    if (Math.abs(value) > OPTIONAL_NUMBER_MAX) {
      reasons.push(`${label} must be at most ${OPTIONAL_NUMBER_MAX}.`);
      return undefined;
    }
    return value;
  }
}

/** Rounded as the column stores it (costs to cents, amounts to thousandths). */
export const storedAs = (value: number | undefined | null, places: number) =>
  value === undefined || value === null ? null : Number(value.toFixed(places));

/** A value as a change list shows it. */
export const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '(blank)' : String(value);
