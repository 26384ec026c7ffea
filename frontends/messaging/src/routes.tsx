import type { ComponentType } from 'react';
import { ConversationRoute } from './Routes/Conversation/ConversationRoute.js';
import { InboxRoute } from './Routes/Inbox/InboxRoute.js';

// The paths the shell mounts these at (frontends/shell/src/routeTable.ts); used by the standalone page.
export const messagingRoutes: { path: string; Component: ComponentType }[] = [
  { path: '/inbox', Component: InboxRoute },
  { path: '/messages/:to', Component: ConversationRoute },
];
