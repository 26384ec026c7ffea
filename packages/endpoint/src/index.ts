export * from './endpoint.js';
export * from './roles.js';
