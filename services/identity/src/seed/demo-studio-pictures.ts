import { isArtistRole } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import { demoWorkPicture } from './demo-studio-requests.js';
import { DEMO_USERS } from './demo-users.js';

/** Each demo studio's colours: its picture and cover are made here from them (nothing downloaded). */
const STUDIO_COLOURS: Record<string, readonly (readonly number[])[]> = {
  'ramesh.chitrakar@example.com': [
    [142, 38, 32],
    [214, 160, 62],
    [36, 62, 110],
  ],
  'sunita.maharjan@example.com': [
    [28, 28, 30],
    [226, 214, 190],
    [180, 52, 40],
  ],
  'ram.thapa@example.com': [
    [96, 62, 36],
    [160, 118, 72],
    [60, 40, 24],
  ],
  'pema.lama@example.com': [
    [70, 120, 170],
    [236, 240, 244],
    [120, 96, 72],
  ],
};

/**
 * Gives the demo studios a profile picture and a cover, through the profile form's own path (so the
 * other areas learn of them by the usual event), the first time only: a studio that has a picture
 * (the seed ran before, or its artist chose one) is left alone.
 */
export async function seedStudioPictures(app: FastifyInstance): Promise<void> {
  for (const demo of DEMO_USERS) {
    const colours = STUDIO_COLOURS[demo.email];
    if (!colours || !isArtistRole(demo.role)) continue;
    const user = await app.users.byEmail(demo.email);
    if (!user || user.picture) continue;
    const [picture, cover] = await Promise.all([
      demoWorkPicture(colours, 400, 400),
      demoWorkPicture([...colours].reverse(), 1440, 444),
    ]);
    await app.profiles.update(
      user,
      {},
      [
        { field: 'picture', filename: 'picture.png', buffer: picture },
        { field: 'cover', filename: 'cover.png', buffer: cover },
      ],
      { actor: { userId: user.id, role: user.role }, requestId: 'seed' },
    );
  }
}
