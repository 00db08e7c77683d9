/** Texts of the change log screens (issue #11; the spec has none). */
export const CHANGE_LOG_TEXT = {
  accountTrail: 'Audit trail',
  noAccountChanges: 'Nothing has been changed on this account through the console yet.',
  wholeLog: 'Change log',
  noChanges: 'No changes match these filters.',
  nobody: 'Someone no longer on the team',
  noBody: '—',
  kindLabel: 'Record',
  anyKind: 'Any',
  personLabel: 'Person',
  anyone: 'Anyone',
  fromLabel: 'From',
  toLabel: 'To',
  changesHeader: 'Changes',
} as const;

/** "40 → 45", "40 (removed)", or the value set when there was none before. */
export function fieldChange(field: { before: string | null; after: string | null }): string {
  const shown = (value: string) => (value === '' ? '(empty)' : value);
  if (field.before === null) return shown(field.after ?? '');
  if (field.after === null) return `${shown(field.before)} (removed)`;
  return `${shown(field.before)} → ${shown(field.after)}`;
}

/** The kinds of record the log names, as the routes call them, with their names for people. */
export const CHANGE_KINDS: readonly { value: string; label: string }[] = [
  { value: 'accounts', label: 'Accounts' },
  { value: 'account-poc-users', label: 'Points of contact' },
  { value: 'elements', label: 'Elements' },
  { value: 'host-surveys', label: 'Host surveys' },
  { value: 'ingredients', label: 'Ingredients' },
  { value: 'menus', label: 'Menus' },
  { value: 'portion-modifiers', label: 'Portion modifiers' },
  { value: 'recurring-addons', label: 'Recurring add-ons' },
  { value: 'scheduled-add-ons', label: 'Scheduled add-ons' },
  { value: 'scheduled-menus', label: 'Scheduled menus' },
  { value: 'service-events', label: 'Service events' },
  { value: 'service-types', label: 'Service types' },
  { value: 'serving-schedules', label: 'Serving schedules' },
  { value: 'tags', label: 'Tags' },
  { value: 'team', label: 'Roles' },
  { value: 'users', label: 'Users' },
];
