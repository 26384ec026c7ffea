import type { ModerationConfig } from '../config.js';
import type { ModerationTables } from './schema.js';

// app.db is typed with this service's tables everywhere (see ServiceTables in @art/kit).
// app.config likewise, with this service's configuration (see ServiceSettings in @art/kit).
declare module '@art/kit' {
  interface ServiceTables extends ModerationTables {}
  interface ServiceSettings extends ModerationConfig {}
}
