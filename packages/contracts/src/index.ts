export * from './categories.js';
export * from './envelope.js';
export * from './http.js';
export * from './identity-api.js';
export * from './identity-events.js';
export * from './identity-internal.js';
export * from './roles.js';
