import { ROLE, UserRegistered } from '@art/contracts';
import { writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { toSnapshot } from '../modules/accounts/views.js';
import { hasAppliedForStudio } from '../modules/studio/queries.js';

/** Members waiting for a studio: the operators' console has a queue to work on from the first start. */
export const DEMO_APPLICANTS = [
  {
    name: 'Anil Bajracharya',
    email: 'anil.bajracharya@example.com',
    message:
      'I paint Paubha in the Newar tradition of Patan, with stone pigments and gold. I have worked for ' +
      'twelve years in my family’s workshop and would like to sell my own works here.',
    colours: [
      [164, 38, 44],
      [212, 160, 48],
      [32, 64, 120],
    ],
  },
  {
    name: 'Kamala Tamang',
    email: 'kamala.tamang@example.com',
    message:
      'I weave Dhaka cloth and make wall hangings from it in Palpa. Please find two of my recent pieces attached.',
    colours: [
      [190, 60, 90],
      [240, 220, 200],
      [40, 120, 90],
    ],
  },
] as const;

/** A picture of a work, made here (nothing is downloaded): bands of the applicant's colours. */
export function demoWorkPicture(colours: readonly (readonly number[])[], width = 480, height = 360): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const band = colours[Math.floor(((x + y) / 40) % colours.length)]!;
      const i = (y * width + x) * 3;
      pixels[i] = band[0]!;
      pixels[i + 1] = band[1]!;
      pixels[i + 2] = band[2]!;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * The demo applicants, made like any member (an outbox event each), and their studio requests sent
 * through the same path as the form's, so moderation's queue learns of them by the event; running
 * it again changes nothing.
 */
export async function seedStudioRequests(app: FastifyInstance, passwordHash: string): Promise<void> {
  for (const applicant of DEMO_APPLICANTS) {
    let user = await app.users.byEmail(applicant.email);
    if (!user) {
      user = await app.db.transaction().execute(async (trx) => {
        const created = await app.users.create(trx, {
          email: applicant.email,
          name: applicant.name,
          password_hash: passwordHash,
          role: ROLE.user,
          email_verified: true,
        });
        await writeEvent(trx, UserRegistered, toSnapshot(created), {
          actor: { userId: null, role: null },
          requestId: 'seed',
        });
        return created;
      });
    }
    if (await hasAppliedForStudio(app.db, user.id)) continue;
    const picture = await demoWorkPicture(applicant.colours);
    await app.studio.request(user, applicant.message, [{ field: 'images[]', filename: 'work.png', buffer: picture }], {
      actor: { userId: user.id, role: user.role },
      requestId: 'seed',
    });
  }
}
