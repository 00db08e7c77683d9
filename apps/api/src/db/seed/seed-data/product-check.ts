import type { z } from 'zod';

/**
 * Stand-in ids for the reference names of one row: the product's input schemas take ids,
 * the seed data holds names. The same name (in any case, as the seed resolves names) gets
 * the same id, so the product's duplicate checks still see duplicates.
 */
function placeholderIds(): (name: string) => string {
  const ids = new Map<string, string>();
  return (name) => {
    const key = name.toLowerCase();
    let id = ids.get(key);
    if (!id) {
      id = `00000000-0000-4000-8000-${String(ids.size + 1).padStart(12, '0')}`;
      ids.set(key, id);
    }
    return id;
  };
}

/**
 * A refinement that hands a seed row to the product's own input schema (what its API and
 * forms accept), so a row the product would refuse fails at load with the product's
 * message (its path is the product's field), and no rule is written twice. `toPayload` maps the row to that
 * schema's input, turning reference names into ids with `id`.
 */
export function acceptedByProduct<Row>(
  productSchema: z.ZodType,
  toPayload: (row: Row, id: (name: string) => string) => unknown,
) {
  return (row: Row, ctx: z.RefinementCtx<Row>) => {
    const result = productSchema.safeParse(toPayload(row, placeholderIds()));
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  };
}
