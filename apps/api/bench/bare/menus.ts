import type { FastifyInstance } from 'fastify';
import { authorize } from './auth.js';
import type { BareDb } from './db.js';
import { isoSql, sendJsonList } from './http.js';
import { Filters, listQueryOf } from './list.js';

/**
 * GET /v1/menus in one round trip: the page, its service lines and element counts, and the
 * total, written as JSON by PostgreSQL. The unfiltered page walks menus_name_class_key
 * (lower(name) first) instead of sorting every menu.
 */
export async function menuRoutes(app: FastifyInstance, { db }: { db: BareDb }) {
  app.get('/v1/menus', async (request, reply) => {
    await authorize(db, request, 'viewMenu');
    const query = request.query as Record<string, unknown>;
    const list = listQueryOf(query, 100);
    const filters = new Filters()
      .contains('m.name', list.q)
      .equals('m.brand_id', query.brand, 'brand must be a brand id')
      .equals('m.menu_element_class_id', query.class, 'class must be a tag id')
      .equals('m.cuisine_type_id', query.cuisine, 'cuisine must be a cuisine type id');
    const limit = filters.next(list.perPage);
    const offset = filters.next((list.page - 1) * list.perPage);
    const [result] = await db.query<{ count: number; rows: string }>(
      `with page as (
         select m.id, m.name, m.menu_element_class_id, c.name as class_name, m.brand_id,
           m.cuisine_type_id, m.updated_at
         from menus m join menu_element_classes c on c.id = m.menu_element_class_id
         ${filters.sql}
         order by lower(m.name), lower(c.name)
         limit ${limit} offset ${offset}
       )
       select (select count(*)::int from menus m ${filters.sql}) as count,
         coalesce(json_agg(json_build_object(
           'id', p.id,
           'name', p.name,
           'menuElementClassId', p.menu_element_class_id,
           'menuElementClassName', p.class_name,
           'brandId', p.brand_id,
           'brandName', b.name,
           'cuisineTypeId', p.cuisine_type_id,
           'cuisineTypeName', ct.name,
           'serviceLineNames', coalesce((
             select json_agg(sl.name order by sl.sort_order)
             from menu_service_lines msl join service_lines sl on sl.id = msl.service_line_id
             where msl.menu_id = p.id), '[]'),
           'elementCount', (select count(*)::int from menu_elements me where me.menu_id = p.id),
           'updatedAt', ${isoSql('p.updated_at')}
         ) order by lower(p.name), lower(p.class_name)), '[]')::text as rows
       from page p
       left join brands b on b.id = p.brand_id
       left join cuisine_types ct on ct.id = p.cuisine_type_id`,
      filters.params,
    );
    return sendJsonList(reply, result!.rows, result!.count);
  });
}
