import { runService } from '@art/kit';
import { buildApp } from './app.js';
import { loadMessagingConfig } from './config.js';

const config = loadMessagingConfig();
const app = await buildApp(config);
await runService(app, { host: config.HOST, port: config.PORT, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS });
