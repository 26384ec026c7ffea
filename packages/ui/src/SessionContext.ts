import type { User } from '@art/sdk';
import { createContext, useContext } from 'react';

export type Session = {
  user: User | null;
  token: string | null;
  isSignedIn: boolean;
  /** Stores token (cookie, 1 day) and user, then visits the saved return address or home. */
  signIn: (user: User, token: string, options?: { shouldRedirect?: boolean }) => void;
  signOut: () => void;
  /** Replaces the stored user after a profile change, keeping the token. */
  updateUser: (user: User) => void;
  /** Saves where the visitor is, tells them to sign in, and sends them to /login. */
  requireLogin: (message?: string) => void;
  /** Asks the API for the user again (e.g. after verifying the e-mail). */
  refresh: () => Promise<void>;
};

const SIGNED_OUT: Session = {
  user: null,
  token: null,
  isSignedIn: false,
  signIn: () => {},
  signOut: () => {},
  updateUser: () => {},
  requireLogin: () => {},
  refresh: async () => {},
};

// Provided by the shell; remotes read it through the shared @art/ui singleton.
export const SessionContext = createContext<Session>(SIGNED_OUT);

export function useSession(): Session {
  return useContext(SessionContext);
}
