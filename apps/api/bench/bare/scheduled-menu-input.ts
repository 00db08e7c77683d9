import { SCHEDULED_MENU_MESSAGES, SERVING_TEMPERATURES } from '@catering/domain';
import { badRequest, optionalUuid, uuidOf } from './http.js';

/**
 * The PUT /v1/scheduled-menus/:id body read by hand: the values updateScheduledMenuSchema
 * would hand the service (trimmed, defaults filled, rows sorted by `order`), with only the
 * checks needed to write them safely. Not the product's every message.
 */

export interface RowValues {
  id: string | null;
  originalElementId: string | null;
  name: string;
  labelName: string | null;
  order: number;
  elementTypeId: string | null;
  menuElementClassId: string | null;
  isAlternate: boolean;
  containerTypeId: string | null;
  portionPerPerson: number | null;
  portionPerContainer: number | null;
  portionUnitId: string | null;
  servingTemp: string | null;
  ingredients: string;
  method: string;
  allergenIds: string[];
  alternative: { name: string; ingredients: string; method: string; allergenIds: string[] } | null;
}

export interface UpdateValues {
  name: string;
  brandId: string | null;
  cuisineTypeId: string | null;
  description: string;
  isDescriptionAutomated: boolean;
  updatedAt: Date;
  rows: RowValues[];
}

type Fields = Record<string, unknown>;

const objectOf = (value: unknown, message: string): Fields => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(message);
  return value as Fields;
};

function text(value: unknown, fallback: string, max: number, name: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || value.length > max) throw badRequest(`${name} is not valid.`);
  return value;
}

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

function amount(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n > 1_000_000)
    throw badRequest('A portion must be a number.');
  return n;
}

const idList = (value: unknown): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map((id) => uuidOf(id)) : [];

function rowOf(value: unknown): RowValues {
  const row = objectOf(value, 'scheduledElements: each element must be an object.');
  const name = text(row.name, '', 200, 'Element name').trim();
  if (!name) throw badRequest('Element name is required.');
  const labelName = typeof row.labelName === 'string' ? row.labelName.trim() || null : null;
  const servingTemp = row.servingTemp === '' || row.servingTemp == null ? null : row.servingTemp;
  if (servingTemp !== null && !SERVING_TEMPERATURES.includes(servingTemp as 'HOT'))
    throw badRequest('Serving temperature must be HOT, COLD or AMBIENT.');
  if (!Number.isInteger(row.order)) throw badRequest('order must be a number.');
  const alternative =
    row.alternative == null ? null : objectOf(row.alternative, 'alternative is not valid.');
  return {
    id: optionalUuid(row.id),
    originalElementId: optionalUuid(row.originalElementId),
    name,
    labelName,
    order: row.order as number,
    elementTypeId: optionalUuid(row.elementTypeId),
    menuElementClassId: optionalUuid(row.menuElementClassId),
    isAlternate: flag(row.isAlternate, false),
    containerTypeId: optionalUuid(row.containerTypeId),
    portionPerPerson: amount(row.portionPerPerson),
    portionPerContainer: amount(row.portionPerContainer),
    portionUnitId: optionalUuid(row.portionUnitId),
    servingTemp: servingTemp as string | null,
    ingredients: text(row.ingredients, '', 5_000, 'ingredients'),
    method: text(row.method, '', 10_000, 'method'),
    allergenIds: idList(row.allergenIds),
    alternative: alternative && {
      name: text(alternative.name, '', 200, 'alternative name').trim(),
      ingredients: text(alternative.ingredients, '', 5_000, 'alternative ingredients'),
      method: text(alternative.method, '', 10_000, 'alternative method'),
      allergenIds: idList(alternative.allergenIds),
    },
  };
}

const hasDuplicates = (values: unknown[]) => new Set(values).size !== values.length;

export function updateValuesOf(body: unknown): UpdateValues {
  const input = objectOf(body, 'The body must be an object.');
  const name = text(input.name, '', 200, 'Menu name').trim();
  if (!name) throw badRequest(SCHEDULED_MENU_MESSAGES.nameRequired);
  const updatedAt = new Date(typeof input.updatedAt === 'string' ? input.updatedAt : Number.NaN);
  if (Number.isNaN(updatedAt.getTime())) throw badRequest('updatedAt: Must be an ISO date-time');
  const list = input.scheduledElements ?? [];
  if (!Array.isArray(list) || list.length > 200)
    throw badRequest('scheduledElements is not valid.');
  const rows = list.map(rowOf);
  const originals = rows.flatMap((row) => (row.originalElementId ? [row.originalElementId] : []));
  const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
  if (hasDuplicates(originals) || hasDuplicates(ids))
    throw badRequest(SCHEDULED_MENU_MESSAGES.duplicateElement);
  if (hasDuplicates(rows.map((row) => row.order)))
    throw badRequest(SCHEDULED_MENU_MESSAGES.duplicateOrder);
  return {
    name,
    brandId: optionalUuid(input.brandId),
    cuisineTypeId: optionalUuid(input.cuisineTypeId),
    description: text(input.description, '', 5_000, 'Description').trim(),
    isDescriptionAutomated: flag(input.isDescriptionAutomated, true),
    updatedAt,
    rows: rows.sort((a, b) => a.order - b.order),
  };
}
