import { isArtistRole, isOperatorRole, UserRegistered } from '@art/contracts';
import { writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { toSnapshot } from '../modules/accounts/views.js';
import { newTotpSecret } from '../modules/operators/totp.js';
import { newArtistCode } from '../modules/secrets/codes.js';
import { firstUnusedArtistCode } from '../modules/studio/queries.js';
import { seedStudioPictures } from './demo-studio-pictures.js';
import { seedStudioRequests } from './demo-studio-requests.js';
import { categoryRefs, DEMO_OPERATOR, DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';

export interface SeedResult {
  demoUsers: { email: string; password: string; role: number; name: string }[];
  artistCode: string | null;
  /** The demo operator's TOTP secret (base32): an authenticator app takes it, or otplib's generate. */
  operatorTotpSecret: string | null;
}

/**
 * Adds the demo users that are missing (the studios with a picture and cover of their colours),
 * two members waiting for a studio (the operators' queue)
 * and, when no artist code is left unused, a new random one; running it again changes nothing.
 * Users go through the service's own repository with an outbox event each, so every other
 * service's projection learns about them the same way as about a real sign-up.
 */
export async function seedDemoData(app: FastifyInstance): Promise<SeedResult> {
  const db = app.db;
  const passwordHash = await app.passwords.hash(DEMO_PASSWORD);
  for (const demo of [...DEMO_USERS, DEMO_OPERATOR]) {
    if (await app.users.byEmail(demo.email)) continue;
    await db.transaction().execute(async (trx) => {
      const user = await app.users.create(trx, {
        email: demo.email,
        name: demo.name,
        password_hash: passwordHash,
        role: demo.role,
        email_verified: true,
        verified_artist: isArtistRole(demo.role),
        updated: Boolean(demo.biography),
        biography: demo.biography ?? '',
        categories: JSON.stringify(categoryRefs(demo.categories)),
      });
      await writeEvent(trx, UserRegistered, toSnapshot(user), {
        actor: { userId: null, role: null },
        requestId: 'seed',
      });
    });
  }
  await seedStudioPictures(app);
  await seedStudioRequests(app, passwordHash);
  if (!(await firstUnusedArtistCode(db))) await app.studio.addCodes([newArtistCode()]);
  const unused = await firstUnusedArtistCode(db);
  // The operator's authenticator is enrolled already, with a secret kept (sealed) from run to run.
  const operator = await app.users.byEmail(DEMO_OPERATOR.email);
  let operatorTotpSecret: string | null = null;
  if (operator && isOperatorRole(operator.role)) {
    operatorTotpSecret = app.operators.secretOf(operator);
    if (!operatorTotpSecret || !operator.totp_confirmed_at) {
      operatorTotpSecret ??= newTotpSecret();
      await app.operators.enrolWith(operator.id, operatorTotpSecret);
    }
  }
  return {
    demoUsers: [...DEMO_USERS, DEMO_OPERATOR].map(({ email, role, name }) => ({
      email,
      password: DEMO_PASSWORD,
      role,
      name,
    })),
    artistCode: unused?.code ?? null,
    operatorTotpSecret,
  };
}
