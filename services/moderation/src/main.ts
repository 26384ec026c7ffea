import { runService } from '@art/kit';
import { buildApp } from './app.js';
import { loadModerationConfig } from './config.js';

const config = loadModerationConfig();
const app = await buildApp(config);
await runService(app, { host: config.HOST, port: config.PORT, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS });
