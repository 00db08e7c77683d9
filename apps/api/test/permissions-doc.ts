import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isValidAccess } from '../src/plugins/access.js';
import type { RegisteredRoute } from './route-registry.js';

export const PERMISSIONS_DOC = path.join(import.meta.dirname, '../../../docs/permissions.md');

export async function readPermissionsDoc(): Promise<string> {
  return readFile(PERMISSIONS_DOC, 'utf8');
}

/** The body of the `## <number>.` section, up to the next `## ` heading. */
function section(markdown: string, number: number): string {
  const start = markdown.search(new RegExp(`^## ${number}\\. `, 'm'));
  if (start < 0) throw new Error(`docs/permissions.md has no section ${number}`);
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The cells of every body row of the first table in `text` (header and rule skipped). */
function tableRows(text: string): string[][] {
  const lines = text.split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) =>
    line
      .replace(/^\|/, '')
      .replace(/\|\s*$/, '')
      .split('|')
      .map((c) => c.trim()),
  );
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);

/**
 * Section 1: for each role column, the permissions it is granted (✓), and each
 * permission's label, as the page states them.
 */
export function documentedRoles(markdown: string): {
  permissionsByRole: Record<string, string[]>;
  labels: Record<string, string>;
} {
  const body = section(markdown, 1);
  const header = body.split('\n').find((line) => line.startsWith('| permission'));
  if (!header) throw new Error('section 1 has no permission table');
  const roleNames = header
    .split('|')
    .map((c) => c.trim())
    .filter(Boolean)
    .slice(2);
  const permissionsByRole = Object.fromEntries(roleNames.map((role) => [role, [] as string[]]));
  const labels: Record<string, string> = {};
  for (const [permissionCell = '', label = '', ...marks] of tableRows(body)) {
    const [permission] = backticked(permissionCell);
    if (!permission) throw new Error(`section 1: no permission name in "${permissionCell}"`);
    labels[permission] = label;
    marks.forEach((mark, index) => {
      const role = roleNames[index];
      if (role && mark === '✓') permissionsByRole[role]?.push(permission);
    });
  }
  return { permissionsByRole, labels };
}

/**
 * Section 7: one entry per method and path of every row. A row's methods and paths are a
 * full cross product: every combination it names must exist. The access cell is one
 * backticked name, or "any of" followed by permission names; the markets cell `scoped`,
 * `shared` or — (public routes, which no limited user reaches as such).
 */
export function documentedRoutes(markdown: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const rows = tableRows(section(markdown, 7));
  for (const [methodCell = '', pathCell = '', accessCell = '', marketsCell = ''] of rows) {
    const methods = methodCell.split(',').map((m) => m.trim().toUpperCase());
    const names = backticked(accessCell);
    const anyOf = /^any of\b/i.test(accessCell);
    const access = anyOf ? names : names[0];
    if ((!anyOf && names.length !== 1) || !isValidAccess(access)) {
      throw new Error(`section 7: "${accessCell}" (${pathCell}) is not a known access`);
    }
    const [markets] = backticked(marketsCell);
    if (markets !== undefined && markets !== 'scoped' && markets !== 'shared') {
      throw new Error(`section 7: "${marketsCell}" (${pathCell}) is not scoped or shared`);
    }
    for (const method of methods) {
      for (const url of backticked(pathCell)) routes.push({ method, url, access, markets });
    }
  }
  return routes;
}
