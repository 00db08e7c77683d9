import {
  addOnTypeSchema,
  allergenSchema,
  brandSchema,
  containerTypeSchema,
  cuisineTypeSchema,
  decodeNameParam,
  elementTypeSchema,
  envelopeOf,
  LIST_LIMITS,
  LOOKUP_MAP_NAMES,
  listQuerySchema,
  marketSchema,
  menuElementClassSchema,
  portionUnitSchema,
  roleListItemSchema,
  serviceLineSchema,
  servingUtensilSchema,
  servingVesselSchema,
  vendorSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ok, okList } from '../../lib/envelope.js';
import {
  findReferencePage,
  findRolesPage,
  listAddOnTypes,
  lookupRows,
  tagsUsedByName,
} from './reference.repo.js';

/** The reference lists: each a name-searchable, paged list of one table. */
const simpleLists = [
  {
    path: '/v1/markets',
    table: t.markets,
    schema: marketSchema,
    columns: { timeZone: t.markets.timeZone },
  },
  {
    path: '/v1/service-lines',
    table: t.serviceLines,
    schema: serviceLineSchema,
    columns: { sortOrder: t.serviceLines.sortOrder },
    orderBy: t.serviceLines.sortOrder,
  },
  {
    path: '/v1/element-types',
    table: t.elementTypes,
    schema: elementTypeSchema,
    max: LIST_LIMITS.elementTypes,
    columns: {
      feeds: t.elementTypes.feeds,
      isCore: t.elementTypes.isCore,
      sortOrder: t.elementTypes.sortOrder,
    },
    orderBy: t.elementTypes.sortOrder,
  },
  { path: '/v1/allergens', table: t.allergens, schema: allergenSchema, max: LIST_LIMITS.allergens },
  { path: '/v1/cuisine-types', table: t.cuisineTypes, schema: cuisineTypeSchema },
  {
    path: '/v1/container-types',
    table: t.containerTypes,
    schema: containerTypeSchema,
    columns: { allowsHalf: t.containerTypes.allowsHalf },
  },
  {
    path: '/v1/portion-units',
    table: t.portionUnits,
    schema: portionUnitSchema,
    columns: { abbreviation: t.portionUnits.abbreviation },
  },
  { path: '/v1/brands', table: t.brands, schema: brandSchema, max: LIST_LIMITS.brands },
  {
    path: '/v1/menu-element-classes',
    table: t.menuElementClasses,
    schema: menuElementClassSchema,
    max: LIST_LIMITS.menuElementClasses,
  },
  { path: '/v1/serving-utensils', table: t.servingUtensils, schema: servingUtensilSchema },
  { path: '/v1/serving-vessels', table: t.servingVessels, schema: servingVesselSchema },
  { path: '/v1/vendors', table: t.vendors, schema: vendorSchema },
] as const;

/** Lists the spec pages (25 a page); the fixed lists default to their whole content. */
function queryFor(max?: number) {
  return max
    ? listQuerySchema({ maxPerPage: max })
    : listQuerySchema({ maxPerPage: LIST_LIMITS.fixedList, defaultPerPage: LIST_LIMITS.fixedList });
}

export async function referenceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const list of simpleLists) {
    const isMarkets = list.table === t.markets;
    r.get(
      list.path,
      {
        schema: {
          tags: ['reference'],
          querystring: queryFor('max' in list ? list.max : undefined),
          response: { 200: envelopeOf(z.array(list.schema)) },
        },
        config: { access: 'staff', markets: isMarkets ? 'scoped' : 'shared' },
      },
      async (request) => {
        const page = await findReferencePage<z.infer<typeof list.schema>>(
          db,
          list,
          request.query,
          request.marketScope,
        );
        return okList(page.rows, page.count);
      },
    );
  }

  r.get(
    '/v1/add-ons',
    {
      schema: {
        tags: ['reference'],
        summary: 'Add-on types with their slots',
        querystring: queryFor(),
        response: { 200: envelopeOf(z.array(addOnTypeSchema)) },
      },
      config: { access: 'staff', markets: 'shared' },
    },
    async (request) => {
      const page = await listAddOnTypes(db, request.query);
      return okList(page.rows, page.count);
    },
  );

  r.get(
    '/v1/roles',
    {
      schema: {
        tags: ['reference'],
        querystring: queryFor(),
        response: { 200: envelopeOf(z.array(roleListItemSchema)) },
      },
      config: { access: 'staff', markets: 'shared' },
    },
    async (request) => {
      const page = await findRolesPage(db, request.query);
      return okList(page.rows, page.count);
    },
  );

  for (const kind of ['menu', 'element'] as const) {
    r.get(
      `/v1/menu-element-classes/${kind}/:name`,
      {
        schema: {
          tags: ['reference'],
          summary: `Tags already used by a ${kind} of this name (slashes encoded as %2F)`,
          params: z.object({
            name: z
              .string()
              .trim()
              .min(1, `No ${kind === 'menu' ? 'menuName' : 'elementName'} provided.`)
              .max(300),
          }),
          response: { 200: envelopeOf(z.array(menuElementClassSchema)) },
        },
        config: { access: 'staff', markets: 'shared' },
      },
      async (request) => {
        const rows = await tagsUsedByName(db, kind, decodeNameParam(request.params.name));
        return okList(rows, rows.length);
      },
    );
  }

  r.get(
    '/v1/maps/:name',
    {
      schema: {
        tags: ['reference'],
        summary: 'Lookup maps of container types or allergens, by id and by name',
        params: z.object({ name: z.enum(LOOKUP_MAP_NAMES, { error: 'Unknown map.' }) }),
        response: {
          200: envelopeOf(
            z.object({
              byId: z.record(z.string(), z.record(z.string(), z.unknown())),
              byName: z.record(z.string(), z.record(z.string(), z.unknown())),
            }),
          ),
        },
      },
      config: { access: 'staff', markets: 'shared' },
    },
    async (request, reply) => {
      const rows = await lookupRows(db, request.params.name);
      // Browsers may keep a map 10 minutes (the spec's cache time for lookup maps).
      reply.header('cache-control', 'private, max-age=600');
      return ok({
        byId: Object.fromEntries(rows.map((row) => [row.id, row])),
        byName: Object.fromEntries(rows.map((row) => [row.name, row])),
      });
    },
  );
}
