import { useSession } from '@art/ui';
import { type Audience, isVisibleTo } from '@art/ui/routes';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { audienceOf } from '../session/audience.js';

type VisibleToProps = { visibleTo?: Audience[]; children: ReactNode };

/**
 * A page shown only to the audiences its route manifest lists; anyone else is sent home (guests
 * go home, not to login, from signed-in pages; a signed-in visitor goes home from login).
 */
export function VisibleTo({ visibleTo, children }: VisibleToProps) {
  const { user, isSignedIn } = useSession();
  const audience = audienceOf(isSignedIn ? user : null);
  return isVisibleTo({ visibleTo }, audience) ? children : <Redirect to="/" replace />;
}
