export { buildApp, type SocialApp } from './app.js';
export { loadSocialConfig, SocialConfig } from './config.js';
