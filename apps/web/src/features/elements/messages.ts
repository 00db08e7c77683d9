/** Element toasts the shared ELEMENT_MESSAGES do not carry (yet). */
export const ELEMENT_TOASTS = {
  saved: 'Element has been saved successfully.',
  deleted: 'Element has been deleted successfully.',
  copied: 'Element has been copied successfully.',
  confirmDelete: 'Confirm Element Deletion',
} as const;
