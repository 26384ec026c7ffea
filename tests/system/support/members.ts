import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { artistCodeHash } from '@art/contracts/artist-codes';
import { verificationCodeIn as codeIn, uniqueEmail, waitForMail, waitUntil } from '@art/testing';
import { generate } from 'otplib';
import pg from 'pg';
import sharp from 'sharp';
import type { Stack } from './stack.js';

// Members of a running stack, made as people make them: registered, verified by the mailed code,
// signed in; artists redeem an artist code.

export async function query<T extends pg.QueryResultRow>(database: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface Member {
  id: string;
  slug: string;
  email: string;
  token: string;
}

/** Registers, verifies by the mailed code and signs in. */
export async function verifiedMember(stack: Stack, name: string, label: string): Promise<Member> {
  const email = uniqueEmail(label);
  const password = 'himal123';
  const registered = await stack.api('/auth/register', {
    body: { name, email, password, 'confirm-password': password },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const mail = await waitForMail({
    to: email,
    where: (m) => codeIn(m.text) !== undefined,
    timeoutMs: 30_000,
    baseUrl: stack.mailUrl,
  });
  const verified = await stack.api(`/auth/verifyemail/${codeIn(mail.text)}?email=${encodeURIComponent(email)}`);
  assert.equal(verified.status, 200, JSON.stringify(verified.body));
  const login = await stack.api('/auth/login', { body: { email, password } });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  return {
    id: login.body.user._id ?? login.body.user.id,
    slug: login.body.user.slug,
    email,
    token: login.body.token,
  };
}

/** A member who redeemed an artist code: role 11, with the new token identity hands back. */
export async function artist(stack: Stack, name: string): Promise<Member> {
  const member = await verifiedMember(stack, name, 'artist');
  const code = `KALA-SYS-${randomBytes(4).toString('hex').toUpperCase()}`;
  await query(stack.databases.identity, 'INSERT INTO artist_codes (code, code_hash) VALUES ($1, $2)', [
    code,
    artistCodeHash(code),
  ]);
  const redeemed = await stack.api('/users/validatecode', { body: { code }, token: member.token });
  assert.equal(redeemed.status, 200, JSON.stringify(redeemed.body));
  assert.equal(redeemed.body.user.role, 11);
  return { ...member, token: redeemed.body.token };
}

/** An operator's session and the secret of their authenticator, to sign in again. */
export interface Operator extends Member {
  totpSecret: string;
}

/**
 * An operator (role 5). No sign-up makes one (`npm run operator -- create` does): the member is made
 * one in identity's table, then signs in as an operator does, with the password and the second
 * factor, enrolling the authenticator on the way: the token carries the role and the factor.
 */
export async function operator(stack: Stack, name: string): Promise<Operator> {
  const member = await verifiedMember(stack, name, 'operator');
  await query(stack.databases.identity, 'UPDATE users SET role = 5 WHERE id = $1', [member.id]);
  const login = await stack.api('/auth/login', { body: { email: member.email, password: 'himal123' } });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  assert.equal(login.body.status, 'second-factor', 'an operator gets a challenge, not a session');
  const totpSecret: string = login.body.enrolment.secret;
  const session = await secondFactor(stack, login.body.challenge, totpSecret);
  assert.equal(session.user.role, 5);
  return { ...member, token: session.token, totpSecret };
}

/** Answers a sign-in challenge with the authenticator's current code, as the app would. */
export async function secondFactor(stack: Stack, challenge: string, totpSecret: string): Promise<any> {
  const answer = await stack.api('/users/login/second-factor', {
    body: { challenge, code: await generate({ secret: totpSecret }) },
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

/** Waits until identity's events have brought the member into an area's users projection with `role`. */
export async function projected(database: string, member: Member, role: number): Promise<void> {
  await waitUntil(
    `user ${member.id} with role ${role} in the users projection of ${new URL(database).pathname.slice(1)}`,
    async () => {
      const rows = await query<{ role: number }>(database, 'SELECT role FROM users WHERE id = $1', [member.id]);
      return rows[0]?.role === role;
    },
    { timeoutMs: 20_000 },
  );
}

/**
 * A picture with some structure (gradients and stripes), so that the server's content check sees a
 * real image and every size the catalogue makes has content.
 */
export function stripedPicture(format: 'png' | 'jpeg' = 'png', width = 320, height = 240): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (x + y) % 48 < 24 ? 190 : 60;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A 640x480 PNG painting. */
export function paintingPng(): Promise<Buffer> {
  return stripedPicture('png', 640, 480);
}

/** The shipping details of a Pokhara buyer, valid under every checkout rule. */
export const POKHARA_SHIPPING = {
  name: 'Pasang Sherpa',
  email: 'pasang@example.com',
  phone: '9841000000',
  country: 'Nepal',
  city: 'Pokhara',
  state: 'Gandaki',
  postalCode: '33700',
  address: 'Lakeside Road 7',
};
