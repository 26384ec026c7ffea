// `node dist/migrate.js`: this service's database migrations only (a Kubernetes init container).
import { runMigrationCommand } from '@art/kit';
import { migrations } from './migrations/index.js';

await runMigrationCommand(migrations);
