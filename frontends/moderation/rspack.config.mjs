// Moderation area remote (the operators' console): its pages and exposed modules are declared once,
// in src/routes.manifest.json; the configuration every remote shares is remoteConfig in @art/frontend-build.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@art/frontend-build';

export default remoteConfig({ root: dirname(fileURLToPath(import.meta.url)), port: 3007 });
