import { isOperatorRole } from '@art/contracts';
import { AppError } from '@art/kit';
import type { UserRow } from '../../db/schema.js';

/** The stable status of a sign-in refused because an operator suspended the account. */
export const ACCOUNT_SUSPENDED = 'account-suspended';
/** Social sign-in of an operator: operators sign in with password and second factor only. */
export const OPERATOR_SIGN_IN = 'operator-second-factor';

/** 403 `account-suspended`, the message naming the reason, for a suspended account. */
export function refuseSuspended(user: Pick<UserRow, 'suspended_at' | 'suspension_reason'>, message: string): void {
  if (user.suspended_at === null) return;
  throw new AppError(403, ACCOUNT_SUSPENDED, message.replace('{reason}', user.suspension_reason ?? ''));
}

/** A social sign-in never opens an operator's account: it would skip the second factor. */
export function refuseOperator(user: Pick<UserRow, 'role'>, message: string): void {
  if (isOperatorRole(user.role)) throw new AppError(403, OPERATOR_SIGN_IN, message);
}
