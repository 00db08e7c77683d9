// What other features use of menus: a scheduled menu lays out its header like a master menu.
// Everything else stays inside the folder.
export { MenuFieldsGrid } from './MenuFieldsGrid';
