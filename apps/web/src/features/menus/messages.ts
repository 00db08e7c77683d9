/** Menu texts the shared MENU_MESSAGES do not carry: toasts, titles and action names. */
export const MENU_TOASTS = {
  saved: 'Menu saved.',
  deleted: 'Menu deleted.',
  copied: 'Menu copied.',
  confirmDelete: 'Confirm Menu Deletion',
  staleTitle: 'Overwrite changes?',
  notFound: 'This menu does not exist (it may have been deleted).',
} as const;

export const MENU_ACTIONS = {
  save: 'Save',
  saveAndCreateAnother: 'Save & Create Another',
  update: 'Update',
  copyForTag: 'Copy & create for another tag',
  copyAsNew: 'Copy & create new menu',
  editHostFlow: 'Edit Host Flow',
  downloadElementCards: 'Download element cards',
  downloadPrepSheet: 'Download prep sheet',
  downloadHostFlow: 'Download host flow',
} as const;
