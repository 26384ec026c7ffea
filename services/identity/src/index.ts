export { buildApp, type IdentityApp } from './app.js';
export { IdentityConfig, loadIdentityConfig } from './config.js';
