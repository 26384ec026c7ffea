import { loadConfig, runService } from '@art/kit';
import { buildApp } from './app.js';
import { NotificationConfig } from './config.js';

const config = loadConfig(NotificationConfig);
const app = await buildApp(config);
await runService(app, { host: config.HOST, port: config.PORT, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS });
