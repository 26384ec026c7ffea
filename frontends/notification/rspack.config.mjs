// Notification area remote: the notifications page; the shell owns the URL and mounts it (the
// configuration every remote shares is remoteConfig in @art/frontend-build). The header's bell
// and its live dot belong to the messaging remote, which holds the page's one live socket.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@art/frontend-build';

// One exposed module per route; the shell's route table names these keys.
const exposes = {
  './NotificationsRoute': './src/Routes/Notifications/NotificationsRoute.tsx',
};

export default remoteConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  name: 'notification',
  port: 3006,
  exposes,
});
