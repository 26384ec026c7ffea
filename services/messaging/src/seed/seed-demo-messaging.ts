import type { FastifyInstance } from 'fastify';

/** Plain figures: the run command shows the plain fields of a seed's JSON line. */
export interface MessagingSeedResult {
  users: number;
  rooms: number;
  messages: number;
  added: number;
}

const context = { actor: { userId: null, role: null }, requestId: 'seed' };

/** The demo conversation: a buyer asks a studio about a painting (first speaker the buyer). */
export const DEMO_CONVERSATION = [
  'Namaste! Is the Paubha of Green Tara still available?',
  'Namaste! Yes, it is. It was painted with natural pigments on cotton, 60 × 45 cm.',
  'Wonderful. Could you ship it to Pokhara?',
  'Of course: it goes rolled in a tube, two or three days from Patan.',
];

/** The names the demo conversation prefers; any buyer and studio will do when they are missing. */
const PREFERRED = { buyer: 'Sita Shrestha', studio: 'Ramesh Chitrakar' };

/**
 * One conversation between a demo buyer and a demo studio with a few messages, sent through the
 * same code as the routes (stored with their events). Runs once: a room that already holds
 * messages is left alone.
 */
export async function seedDemoMessaging(
  app: FastifyInstance,
  options: { waitForUsersMs?: number; expectedUsers?: number } = {},
): Promise<MessagingSeedResult> {
  const db = app.db;
  const expected = options.expectedUsers ?? 6;
  const deadline = Date.now() + (options.waitForUsersMs ?? 60_000);
  let users: { id: string; name: string; role: number }[];
  for (;;) {
    users = await db.selectFrom('users').select(['id', 'name', 'role']).orderBy('name').execute();
    const ready = users.some((user) => user.role > 20) && users.some((user) => user.role >= 11 && user.role <= 20);
    if ((ready && users.length >= expected) || Date.now() > deadline) {
      if (!ready)
        throw new Error('No demo buyer and studio reached messaging in time: run identity’s seed first, with NATS up');
      break;
    }
    app.log.info('waiting for the demo users from identity');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const buyers = users.filter((user) => user.role > 20);
  const studios = users.filter((user) => user.role >= 11 && user.role <= 20);
  const buyer = buyers.find((user) => user.name === PREFERRED.buyer) ?? buyers[0];
  const studio = studios.find((user) => user.name === PREFERRED.studio) ?? studios[0];
  if (!buyer || !studio) throw new Error('no demo buyer or studio');

  const room = await app.rooms.openDirect(buyer.id, studio.id);
  const held = await db.selectFrom('messages').select('id').where('room_id', '=', room._id).executeTakeFirst();
  let added = 0;
  if (!held) {
    for (const [index, text] of DEMO_CONVERSATION.entries()) {
      const from = index % 2 === 0 ? buyer : studio;
      await app.chat.send(from.id, room._id, { message: text, messageType: 'text' }, context);
      added += 1;
    }
  }
  const [rooms, messages] = await Promise.all([
    db
      .selectFrom('rooms')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { users: users.length, rooms: Number(rooms.count), messages: Number(messages.count), added };
}
