export * from './catalogue.js';
export * from './identity.js';
export * from './platform.js';
export * from './reference.js';
