export { buildApp, type CatalogueApp } from './app.js';
export { CatalogueConfig, loadCatalogueConfig } from './config.js';
