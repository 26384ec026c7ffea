// Messaging area remote: the inbox and the conversation pages, and the header's live icons (which
// hold the page's one live socket); the shell owns the URLs and mounts them (the configuration every
// remote shares is remoteConfig in @art/frontend-build).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@art/frontend-build';

// One exposed module per route; the shell's route table names these keys.
const exposes = {
  './InboxRoute': './src/Routes/Inbox/InboxRoute.tsx',
  './ConversationRoute': './src/Routes/Conversation/ConversationRoute.tsx',
  // Placed by the shell's header through an area slot (signed-in users only; not a route).
  './HeaderLive': './src/Routes/HeaderLive/HeaderLive.tsx',
};

export default remoteConfig({ root: dirname(fileURLToPath(import.meta.url)), name: 'messaging', port: 3005, exposes });
