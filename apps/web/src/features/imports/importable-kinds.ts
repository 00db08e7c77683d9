import {
  type CurrentUser,
  hasPermission,
  IMPORT_KIND_PERMISSIONS,
  type ImportKind,
  permissionsOf,
} from '@catering/domain';

/** The kinds, of those given, whose every permission the user holds (the server asks the same). */
export function importableKinds(user: CurrentUser, kinds: readonly ImportKind[]): ImportKind[] {
  const held = permissionsOf(user);
  return kinds.filter((kind) =>
    IMPORT_KIND_PERMISSIONS[kind].every((permission) => hasPermission(held, permission)),
  );
}
