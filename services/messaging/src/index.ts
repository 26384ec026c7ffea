export { buildApp, type MessagingApp } from './app.js';
export { loadMessagingConfig, MessagingConfig } from './config.js';
