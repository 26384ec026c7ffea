import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Passwords {
  hash(password: string): Promise<string>;
  matches(hash: string | null, password: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
  }
}

// A valid hash of a random string: checking against it when the account does not exist takes
// as long as a real check, so response time does not tell which e-mails are registered.
let decoy: Promise<string> | null = null;

/** argon2id with the library's defaults (memory-hard, 64 MiB, 3 passes). */
export const passwordsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('passwords', {
      hash: (password) => argon2.hash(password, { type: argon2.argon2id }),
      async matches(hash, password) {
        if (!hash) {
          decoy ??= argon2.hash(`decoy-${Math.random()}`, { type: argon2.argon2id });
          await argon2.verify(await decoy, password).catch(() => false);
          return false;
        }
        return argon2.verify(hash, password).catch(() => false);
      },
    } satisfies Passwords);
  },
  { name: 'passwords' },
);
