import type { ComponentType } from 'react';
import { NotificationsRoute } from './Routes/Notifications/NotificationsRoute.js';

// The path the shell mounts it at (frontends/shell/src/routeTable.ts); used by the standalone page.
export const notificationRoutes: { path: string; Component: ComponentType }[] = [
  { path: '/notifications', Component: NotificationsRoute },
];
