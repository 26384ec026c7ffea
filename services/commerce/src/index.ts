export { buildApp, type CommerceApp } from './app.js';
export { CommerceConfig, loadCommerceConfig } from './config.js';
