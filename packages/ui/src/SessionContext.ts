import { createContext, useContext } from 'react';

/**
 * Who is signed in, as far as @art/ui and most screens need to know. The shell stores the API's
 * whole user (a superset of this); a screen that reads more of it names that type:
 * `useSession<User>()`, `User` from @art/sdk. The design system itself does not know the API.
 */
export type SessionUser = { _id: string; slug: string; name: string; role: number };

export type Session<TUser extends SessionUser = SessionUser> = {
  user: TUser | null;
  token: string | null;
  isSignedIn: boolean;
  /** Stores token (cookie, 1 day) and user, then visits the saved return address or home. */
  signIn(user: TUser, token: string, options?: { shouldRedirect?: boolean }): void;
  signOut(): void;
  /** Replaces the stored user after a profile change, keeping the token. */
  updateUser(user: TUser): void;
  /** Saves where the visitor is, tells them to sign in, and sends them to /login. */
  requireLogin(message?: string): void;
  /** Asks the API for the user again (e.g. after verifying the e-mail). */
  refresh(): Promise<void>;
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

/**
 * The session the shell provides. `TUser` is the user type the caller knows the shell stores
 * (the shell's provider is the only writer, and it stores the API's user).
 */
export function useSession<TUser extends SessionUser = SessionUser>(): Session<TUser> {
  return useContext(SessionContext) as Session<TUser>;
}
