import { runService } from '@art/kit';
import { buildApp } from './app.js';
import { loadCommerceConfig } from './config.js';

const config = loadCommerceConfig();
const app = await buildApp(config);
await runService(app, { host: config.HOST, port: config.PORT, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS });
