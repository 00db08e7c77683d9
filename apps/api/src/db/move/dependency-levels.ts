/** A foreign key between two tables: rows of `child` point at rows of `parent`. */
export interface TableReference {
  child: string;
  parent: string;
}

/**
 * The tables grouped by foreign-key depth: level 0 points at no other table, level n only
 * at tables of lower levels. The move copies one level per transaction, so every commit
 * leaves the target with each row's parents already in place (its foreign keys checked
 * row by row, as the server would), and a level is all-or-nothing.
 *
 * A cycle (a self-reference included) has no such order: its rows could only go in with
 * the foreign keys off or deferred, which the target may not allow. It is refused, naming
 * the tables, rather than failing half-way through the copy.
 */
export function groupByDependencyLevel(
  tables: readonly string[],
  references: readonly TableReference[],
): string[][] {
  const known = new Set(tables);
  const parentsOf = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  const selfReferencing: string[] = [];
  for (const { child, parent } of references) {
    if (!known.has(child) || !known.has(parent)) continue;
    if (child === parent) selfReferencing.push(child);
    else parentsOf.get(child)?.add(parent);
  }
  if (selfReferencing.length > 0) {
    throw new Error(
      `Tables that reference themselves cannot be copied in order: ${[...new Set(selfReferencing)].sort().join(', ')}.`,
    );
  }

  const levels: string[][] = [];
  const placed = new Set<string>();
  while (placed.size < tables.length) {
    const level = tables
      .filter((table) => !placed.has(table))
      .filter((table) => [...(parentsOf.get(table) ?? [])].every((parent) => placed.has(parent)))
      .sort();
    if (level.length === 0) {
      const left = tables.filter((table) => !placed.has(table)).sort();
      throw new Error(`These tables reference each other in a cycle: ${left.join(', ')}.`);
    }
    for (const table of level) placed.add(table);
    levels.push(level);
  }
  return levels;
}
