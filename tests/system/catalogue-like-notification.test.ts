import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { verificationCodeIn as codeIn, uniqueEmail, waitForMail, waitUntil } from '@art/testing';
import pg from 'pg';
import sharp from 'sharp';
import { type Stack, startStack } from './support/stack.js';

/**
 * The catalogue's first chain through every real process: an artist (an account that redeemed an
 * artist code) uploads an artwork through the gateway, another member likes it, and the
 * notification service keeps exactly one notification for the artist. Identity's events bring both
 * members into catalogue's users projection; catalogue's like event reaches notification over NATS.
 */
let stack: Stack;

before(async () => {
  stack = await startStack('catalogue_like');
});

after(async () => {
  await stack?.stop();
});

async function query<T extends pg.QueryResultRow>(database: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

interface Member {
  id: string;
  slug: string;
  token: string;
}

/** Registers, verifies by the mailed code and signs in. */
async function verifiedMember(name: string, label: string): Promise<Member> {
  const email = uniqueEmail(label);
  const password = 'himal123';
  const registered = await stack.api('/auth/register', {
    body: { name, email, password, 'confirm-password': password },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const mail = await waitForMail({ to: email, where: (m) => codeIn(m.text) !== undefined, timeoutMs: 30_000 });
  const verified = await stack.api(`/auth/verifyemail/${codeIn(mail.text)}?email=${encodeURIComponent(email)}`);
  assert.equal(verified.status, 200, JSON.stringify(verified.body));
  const login = await stack.api('/auth/login', { body: { email, password } });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  return { id: login.body.user._id ?? login.body.user.id, slug: login.body.user.slug, token: login.body.token };
}

/** A member who redeemed an artist code: role 11, with the new token identity hands back. */
async function artist(name: string): Promise<Member> {
  const member = await verifiedMember(name, 'artist');
  const code = `KALA-SYS-${randomBytes(4).toString('hex').toUpperCase()}`;
  await query(stack.databases.identity, 'INSERT INTO artist_codes (code) VALUES ($1)', [code]);
  const redeemed = await stack.api('/users/validatecode', { body: { code }, token: member.token });
  assert.equal(redeemed.status, 200, JSON.stringify(redeemed.body));
  assert.equal(redeemed.body.user.role, 11);
  return { ...member, token: redeemed.body.token };
}

/** Waits until identity's events have brought the member into catalogue's users projection. */
async function projected(member: Member, role: number): Promise<void> {
  await waitUntil(
    `user ${member.id} with role ${role} in catalogue's users projection`,
    async () => {
      const rows = await query<{ role: number }>(stack.databases.catalogue, 'SELECT role FROM users WHERE id = $1', [
        member.id,
      ]);
      return rows[0]?.role === role;
    },
    { timeoutMs: 20_000 },
  );
}

/** A 640x480 PNG with some structure, so that every size the catalogue makes has content. */
function paintingPng(): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (x + y) % 48 < 24 ? 190 : 60;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

test('an artist uploads an artwork, another member likes it, the artist gets exactly one notification', async () => {
  const painter = await artist('Sabina Shakya');
  const admirer = await verifiedMember('Tenzing Sherpa', 'admirer');
  await projected(painter, 11);
  await projected(admirer, 21);

  const categories = await stack.api('/categories');
  assert.equal(categories.status, 200, JSON.stringify(categories.body));
  const painting = categories.body.message.find((c: { slug: string }) => c.slug === 'painting');
  assert.ok(painting, 'the Painting category');

  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await paintingPng())], { type: 'image/png' }), 'machhapuchhre.png');
  form.append('name', 'माछापुच्छ्रे at dawn');
  form.append('description', 'Acrylic on canvas: the fishtail peak above Pokhara before sunrise.');
  form.append('categories[]', painting._id);
  form.append('price', '45000');
  form.append('stock', '1');
  form.append('tags[]', 'himalaya');
  form.append('tags[]', 'pokhara');
  form.append('attributes[width]', '36');
  form.append('attributes[height]', '24');
  const uploadResponse = await fetch(`${stack.gateway.url}/api/artwork/upload`, {
    method: 'POST',
    headers: { authorization: `JWT ${painter.token}` },
    body: form,
  });
  const uploaded = await uploadResponse.json();
  assert.equal(uploadResponse.status, 200, JSON.stringify(uploaded));
  assert.equal(uploaded.status, 'success');
  assert.equal(uploaded.message, 'You have successfully uploaded your artwork');
  const slug: string = uploaded.data.productSlug;
  assert.match(slug, /^[a-z0-9-]+$/);

  const shown = await stack.api(`/product/${slug}`, { token: admirer.token });
  assert.equal(shown.status, 200, JSON.stringify(shown.body));
  assert.equal(shown.body.message.name, 'माछापुच्छ्रे at dawn');
  assert.equal(shown.body.message.author._id, painter.id);
  assert.equal(shown.body.message.liked, false);
  const artworkId: string = shown.body.message._id;

  const liked = await stack.api(`/like/product/${artworkId}`, { method: 'POST', token: admirer.token });
  assert.equal(liked.status, 200, JSON.stringify(liked.body));
  assert.deepEqual(
    { status: liked.body.status, liked: liked.body.liked, likesCount: liked.body.likesCount },
    { status: 'success', liked: true, likesCount: 1 },
  );

  const notifications = await waitUntil(
    "the artist's notification of the like",
    async () => {
      const rows = await notificationsOf(painter.id);
      return rows.length > 0 ? rows : undefined;
    },
    { timeoutMs: 20_000 },
  );
  assert.equal(notifications.length, 1, JSON.stringify(notifications));
  assert.equal(notifications[0].sender_id, admirer.id);
  assert.match(String(notifications[0].link), new RegExp(slug));
  // A redelivered event (outbox relay, consumer retry) must not become a second notification:
  // count again once anything still in flight has had time to land.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal((await notificationsOf(painter.id)).length, 1);
});

/** The artist's notifications as the notification service stored them, oldest first. */
async function notificationsOf(userId: string) {
  return query<{ sender_id: string; link: string }>(
    stack.databases.notification,
    'SELECT * FROM notifications WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
}
