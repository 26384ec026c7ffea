export { buildApp, type ModerationApp } from './app.js';
export { loadModerationConfig, ModerationConfig } from './config.js';
