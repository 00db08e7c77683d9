import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  allergens,
  containerTypes,
  elementAllergens,
  elementIngredients,
  elements,
  elementTypes,
  ingredients,
  menuElementClasses,
  portionUnits,
} from '../../db/schema/index.js';
import { byName, nameMatches } from '../../lib/list.js';

export interface ExportedElement {
  name: string;
  tag: string;
  elementType: string | null;
  servingTemp: string | null;
  noAllergens: boolean;
  noIngredients: boolean;
  /** Allergen names joined "; ", or null when it has none. */
  allergenNames: string | null;
  ingredientsText: string;
  method: string;
  container: string | null;
  portionPerPerson: number | null;
  portionPerContainer: number | null;
  portionUnit: string | null;
  /** "Chicken Thigh: 4 oz; Salt: 0.1 oz" in the editor's order, or null without lines. */
  ingredientAmounts: string | null;
}

/**
 * Every element the list's filters match, in the list's order, in one statement: its
 * allergens and ingredient amounts (the line's unit, else the ingredient's) aggregated.
 */
export async function findElementsToExport(
  db: Db,
  query: { q?: string; class?: string | null },
): Promise<ExportedElement[]> {
  const filters: (SQL | undefined)[] = [nameMatches(elements.name, query.q)];
  if (query.class) filters.push(eq(elements.menuElementClassId, query.class));
  return db
    .select({
      name: elements.name,
      tag: menuElementClasses.name,
      elementType: elementTypes.name,
      servingTemp: elements.servingTemp,
      noAllergens: elements.noAllergens,
      noIngredients: elements.noIngredients,
      allergenNames: sql<string | null>`(
        select string_agg(${allergens.name}, '; ' order by lower(${allergens.name}))
        from ${elementAllergens}
        join ${allergens} on ${allergens.id} = ${elementAllergens.allergenId}
        where ${elementAllergens.elementId} = ${elements.id})`,
      ingredientsText: elements.ingredients,
      method: elements.method,
      container: containerTypes.name,
      portionPerPerson: elements.defaultPortionPerPerson,
      portionPerContainer: elements.defaultPortionPerContainer,
      portionUnit: portionUnits.abbreviation,
      ingredientAmounts: sql<string | null>`(
        select string_agg(
          ${ingredients.name} || coalesce(': ' || trim_scale(${elementIngredients.amount})::text
            || coalesce(' ' || coalesce(
              (select ${portionUnits.abbreviation} from ${portionUnits}
                where ${portionUnits.id} = ${elementIngredients.portionUnitId}),
              (select ${portionUnits.abbreviation} from ${portionUnits}
                where ${portionUnits.id} = ${ingredients.portionUnitId})), ''), ''),
          '; ' order by ${elementIngredients.sortOrder})
        from ${elementIngredients}
        join ${ingredients} on ${ingredients.id} = ${elementIngredients.ingredientId}
        where ${elementIngredients.elementId} = ${elements.id})`,
    })
    .from(elements)
    .innerJoin(menuElementClasses, eq(menuElementClasses.id, elements.menuElementClassId))
    .leftJoin(elementTypes, eq(elementTypes.id, elements.elementTypeId))
    .leftJoin(containerTypes, eq(containerTypes.id, elements.defaultContainerTypeId))
    .leftJoin(portionUnits, eq(portionUnits.id, elements.defaultPortionUnitId))
    .where(and(...filters))
    .orderBy(byName(elements.name), byName(menuElementClasses.name));
}
