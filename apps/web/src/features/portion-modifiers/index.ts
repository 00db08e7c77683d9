// What other features use of portion modifiers: the dialog opened from the chef numbers and
// the scheduling detail, and its texts for their tests.
export { PORTION_MODIFIER_TEXTS } from './messages';
export { PortionModifiersDialog } from './PortionModifiersDialog';
