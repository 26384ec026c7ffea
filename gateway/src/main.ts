import { runService } from '@art/kit';
import { buildApp } from './app.js';
import { loadGatewayConfig } from './config.js';

const config = loadGatewayConfig();
const app = await buildApp(config);
await runService(app, {
  host: config.HOST,
  port: config.PORT,
  shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  drainMs: config.SHUTDOWN_DRAIN_MS,
});
