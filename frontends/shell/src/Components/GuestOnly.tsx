import { useSession } from '@art/ui';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';

type GuestOnlyProps = { children: ReactNode };

/** Login is for guests: with a token the visitor is sent home. */
export function GuestOnly({ children }: GuestOnlyProps) {
  const { token } = useSession();
  return token ? <Redirect to="/" replace /> : children;
}
