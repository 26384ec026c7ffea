import type { Audience } from '@art/ui/routes';

/**
 * Who the visitor is, for the route manifests' `visibleTo`. Roles are numeric (packages/contracts
 * roles): 1–10 operators, 11–20 artists, 21 and above members.
 */
export function audienceOf(user: { role: number } | null): Audience {
  if (!user) return 'guest';
  if (user.role >= 1 && user.role <= 10) return 'operator';
  if (user.role <= 20) return 'artist';
  return 'member';
}
