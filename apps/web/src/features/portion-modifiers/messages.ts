/** Texts of the portion modifiers dialog (spec 2.8, 5, 8); the spec gives none of these. */
export const PORTION_MODIFIER_TEXTS = {
  modifiersSaved: 'Portion modifiers have been updated.',
  noModifierAccounts:
    'No accounts are served on this service line and date, so there are no portion modifiers to set.',
} as const;
