// What other features use of scheduled menus: opening a scheduled menu's chef survey from
// the scheduling detail.
export { useOpenChefSurvey } from './chef-survey';
