export * from './accounts.js';
export * from './catalogue.js';
export * from './identity.js';
export * from './menus.js';
export * from './platform.js';
export * from './reference.js';
export * from './service-events.js';
export * from './team.js';
