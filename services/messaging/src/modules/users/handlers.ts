import { userProjectionHandlers } from '@art/projections';
import type { MessagingTables } from '../../db/schema.js';

/** What messaging keeps of identity's users: who a participant is, and whether a studio. */
export const identityHandlers = userProjectionHandlers<MessagingTables>({
  table: 'users',
  keepsSuspension: true,
  row: (user) => ({ name: user.name, slug: user.slug, picture: user.picture, role: user.role }),
});
