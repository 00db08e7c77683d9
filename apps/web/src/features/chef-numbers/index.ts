// What other features use of chef numbers: its texts, for the portion modifiers dialog's test
// that opens the dialog from the chef numbers page.
export { CHEF_TEXTS } from './messages';
