import assert from 'node:assert/strict';
import { uniqueEmail, waitUntil } from '@art/testing';
import type { Stack } from '../../system/support/stack.js';
import { registerVerifiedUser } from './browser.js';

/** A member a browser test makes; `signUp` fills in their id, slug and token. */
export type Person = { name: string; email: string; password: string; id: string; slug: string; token: string };

/** Makes the people of one test file (`file` goes into their addresses), not yet registered. */
export function peopleOf(file: string, password: string): (name: string, tag: string) => Person {
  return (name, tag) => ({
    name,
    email: uniqueEmail(`browser.${file}.${tag}`),
    password,
    id: '',
    slug: '',
    token: '',
  });
}

/**
 * Registers and verifies each person, signs them in over the API, and waits until the social area
 * knows every one of them (a follow check about them answers), before posts and follows.
 */
export async function signUp(stack: Stack, people: Person[]): Promise<void> {
  for (const who of people) {
    await registerVerifiedUser(stack, who);
    const login = await stack.api('/auth/login', { body: { email: who.email, password: who.password } });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    who.id = login.body.user._id;
    who.slug = login.body.user.slug;
    who.token = login.body.token;
  }
  const [asker, ...others] = people;
  if (!asker) return;
  await waitUntil(
    'the people to reach social',
    async () => {
      const checks = await Promise.all(
        others.map((who) => stack.api('/secure/followrequest/check', { token: asker.token, body: { artist: who.id } })),
      );
      return checks.every((check) => check.status === 200);
    },
    { timeoutMs: 30_000 },
  );
}
