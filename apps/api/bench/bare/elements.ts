import type { FastifyInstance } from 'fastify';
import { authorize } from './auth.js';
import type { BareDb } from './db.js';
import { isoSql, sendJsonList } from './http.js';
import { Filters, listQueryOf } from './list.js';

/** GET /v1/elements in one round trip: the page with allergen names, and the total. */
export async function elementRoutes(app: FastifyInstance, { db }: { db: BareDb }) {
  app.get('/v1/elements', async (request, reply) => {
    await authorize(db, request, 'viewElement');
    const query = request.query as Record<string, unknown>;
    const list = listQueryOf(query, 100);
    const filters = new Filters()
      .contains('e.name', list.q)
      .equals('e.menu_element_class_id', query.class, 'class must be a tag id');
    const limit = filters.next(list.perPage);
    const offset = filters.next((list.page - 1) * list.perPage);
    const [result] = await db.query<{ count: number; rows: string }>(
      `with page as (
         select e.id, e.name, e.menu_element_class_id, c.name as class_name, e.element_type_id,
           e.serving_temp, e.updated_at
         from elements e join menu_element_classes c on c.id = e.menu_element_class_id
         ${filters.sql}
         order by lower(e.name), lower(c.name)
         limit ${limit} offset ${offset}
       )
       select (select count(*)::int from elements e ${filters.sql}) as count,
         coalesce(json_agg(json_build_object(
           'id', p.id,
           'name', p.name,
           'menuElementClassId', p.menu_element_class_id,
           'menuElementClassName', p.class_name,
           'elementTypeId', p.element_type_id,
           'elementTypeName', et.name,
           'servingTemp', p.serving_temp,
           'allergenNames', coalesce((
             select json_agg(a.name order by lower(a.name))
             from element_allergens ea join allergens a on a.id = ea.allergen_id
             where ea.element_id = p.id), '[]'),
           'updatedAt', ${isoSql('p.updated_at')}
         ) order by lower(p.name), lower(p.class_name)), '[]')::text as rows
       from page p
       left join element_types et on et.id = p.element_type_id`,
      filters.params,
    );
    return sendJsonList(reply, result!.rows, result!.count);
  });
}
