import { EMPTY_SHIPPING_INFO } from '@art/contracts';
import { userProjectionHandlers } from '@art/projections';
import type { CommerceTables } from '../../db/schema.js';

/**
 * What commerce keeps of identity's users: buyers' prefill and address, artists' names, and
 * whether an operator suspended them (their works cannot be bought meanwhile).
 */
export const identityHandlers = userProjectionHandlers<CommerceTables>({
  table: 'members',
  keepsSuspension: true,
  row: (user) => ({
    name: user.name,
    slug: user.slug,
    email: user.email,
    role: user.role,
    shipping: JSON.stringify({ ...EMPTY_SHIPPING_INFO, ...user.shippingInfo }),
  }),
});
