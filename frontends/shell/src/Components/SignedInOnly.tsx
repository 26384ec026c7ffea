import { useSession } from '@art/ui';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';

type SignedInOnlyProps = { children: ReactNode };

/** The spec sends guests home (not to login) from signed-in-only pages. */
export function SignedInOnly({ children }: SignedInOnlyProps) {
  const { isSignedIn } = useSession();
  return isSignedIn ? children : <Redirect to="/" replace />;
}
