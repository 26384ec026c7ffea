export { buildApp } from './app.js';
export { GatewayConfig, loadGatewayConfig } from './config.js';
export {
  ATTEMPT_LIMITED_ROUTES,
  DEFAULT_SERVICE_URLS,
  ROUTE_TABLE,
  resolveServiceUrls,
  routeLookup,
  serviceFor,
  UPLOAD_ROUTES,
} from './route-table.js';
