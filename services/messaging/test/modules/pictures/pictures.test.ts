import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { CHAT_MESSAGES, type ChatMessage } from '@art/contracts';
import { checkMediaSignature, mediaSigningKey } from '@art/kit';
import { multipart } from '@art/testing';
import sharp from 'sharp';
import { privatizeLegacyChatPictures } from '../../../src/modules/pictures/service.js';
import {
  caller,
  INTERNAL_TOKEN,
  type MessagingTestContext,
  openDirectRoom,
  type SeededUser,
  seedUser,
  startMessagingTestApp,
  viewerHeaders,
} from '../../support/test-app.js';

let t: MessagingTestContext;
let call: ReturnType<typeof caller>;
let sita: SeededUser;
let ramesh: SeededUser;

const openRoom = (sender: SeededUser, receiver: SeededUser) => openDirectRoom(call, sender, receiver);

async function uploadPicture(user: SeededUser, content: Buffer, field = 'picture', type = 'image/png') {
  const form = await multipart([[field, content, 'picture.png', type]]);
  return t.app.inject({
    method: 'POST',
    url: '/api/message/picture',
    payload: form.payload,
    headers: { ...form.headers, ...viewerHeaders(user.id, user.role) },
  });
}

const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/**
 * The object key a signed picture address opens, checked as the gateway's /media checks it (same
 * kit function, key derived from the shared INTERNAL_TOKEN).
 */
function opensPicture(url: string): string {
  const [path, query] = url.split('?');
  assert.ok(path?.startsWith('/media/art-images/private/'), url);
  const key = path.slice('/media/art-images/'.length);
  const parameters = new URLSearchParams(query);
  const check = checkMediaSignature(
    mediaSigningKey(INTERNAL_TOKEN),
    'art-images',
    key,
    parameters.get('expires') ?? undefined,
    parameters.get('signature') ?? undefined,
  );
  assert.equal(check.valid, true, url);
  return key;
}

before(async () => {
  t = await startMessagingTestApp('pictures');
  call = caller(t.app);
  sita = await seedUser(t.db, { name: 'Sita Shrestha', role: 21 });
  ramesh = await seedUser(t.db, { name: 'Ramesh Chitrakar', role: 11 });
});
after(async () => {
  await t?.close();
});

describe('chat pictures', () => {
  test('a picture is stored as WebP under private/chat/<userId>/ and answered as a signed address', async () => {
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    const response = await uploadPicture(sita, png);
    assert.equal(response.statusCode, 200, response.body);
    const { status, message: url } = response.json();
    assert.equal(status, 'success');
    const key = opensPicture(url);
    assert.match(key, new RegExp(`^private/chat/${sita.id}/[0-9a-f-]{36}-chat\\.webp$`));
    const stream = await t.app.storage.client.getObject('art-images', key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const stored = await sharp(Buffer.concat(chunks)).metadata();
    assert.deepEqual([stored.format, stored.width, stored.height], ['webp', 1600, 800]);
  });

  test('members get the picture by a signed address; a non-member or a guest gets none', async () => {
    const stranger = await seedUser(t.db, { name: 'Hari Tamang', role: 21 });
    const room = await openRoom(sita, ramesh);
    const url = (await uploadPicture(sita, await smallPng())).json().message as string;
    const key = opensPicture(url);

    const sent = await call(sita, 'POST', `/api/rooms/${room._id}/messages`, { message: url, messageType: 'image' });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(opensPicture(sent.json().message), key);
    // Stored without a signature: every reader gets a fresh one.
    const row = await t.db
      .selectFrom('messages')
      .select('message')
      .where('id', '=', sent.json()._id)
      .executeTakeFirstOrThrow();
    assert.equal(row.message, `/media/art-images/${key}`);

    const history = await call(ramesh, 'GET', `/api/messages/${room._id}`);
    assert.equal(history.statusCode, 200);
    const picture = (history.json() as ChatMessage[]).find((message) => message.messageType === 'image');
    assert.equal(opensPicture(picture?.message ?? ''), key);
    const page = await call(ramesh, 'GET', `/api/rooms/${room._id}/messages?page=1&per_page=10`);
    assert.equal(page.statusCode, 200, page.body);
    const paged = (page.json().allMessage.messages as ChatMessage[]).find((message) => message.messageType === 'image');
    assert.equal(opensPicture(paged?.message ?? ''), key);

    for (const url of [`/api/messages/${room._id}`, `/api/rooms/${room._id}/messages?page=1&per_page=10`]) {
      const refused = await call(stranger, 'GET', url);
      assert.equal(refused.statusCode, 404, url);
      assert.doesNotMatch(refused.body, /signature=|private\/chat/);
      const guest = await t.app.inject({ method: 'GET', url });
      assert.equal(guest.statusCode, 401, url);
      assert.doesNotMatch(guest.body, /signature=|private\/chat/);
    }
    const strangerRooms = await call(stranger, 'GET', '/api/rooms');
    assert.doesNotMatch(strangerRooms.body, /private\/chat/);
  });

  test("an image message must be one of the sender's own private pictures", async () => {
    const room = await openRoom(sita, ramesh);
    const sitas = (await uploadPicture(sita, await smallPng())).json().message as string;
    const file = sitas.split('?')[0]!.split('/').at(-1);
    const refusedAddresses = [
      sitas,
      `/media/art-images/chat/${ramesh.id}/${file}`,
      `/media/art-images/private/chat/${ramesh.id}/../${sita.id}/${file}`,
      `/media/art-images-fallback/private/chat/${ramesh.id}/${file}`,
      `https://elsewhere.example/media/art-images/private/chat/${ramesh.id}/${file}`,
    ];
    for (const message of refusedAddresses) {
      // Sent by Ramesh: never Sita's picture, never a public or foreign address.
      const refused = await call(ramesh, 'POST', `/api/rooms/${room._id}/messages`, { message, messageType: 'image' });
      assert.equal(refused.statusCode, 400, message);
    }
    const unsigned = await call(sita, 'POST', `/api/rooms/${room._id}/messages`, {
      message: sitas.split('?')[0],
      messageType: 'image',
    });
    assert.equal(unsigned.statusCode, 200, 'the unsigned address of her own picture is hers to send');
  });

  test('pictures stored before they were private are moved under private/ with their messages', async () => {
    const room = await openRoom(sita, ramesh);
    const legacyKey = `chat/${sita.id}/${randomUUID()}-chat.webp`;
    const bytes = await sharp(await smallPng())
      .webp()
      .toBuffer();
    await t.app.storage.client.putObject('art-images', legacyKey, bytes, bytes.length, {
      'Content-Type': 'image/webp',
    });
    const legacyAddress = `/media/art-images/${legacyKey}`;
    const row = await t.db
      .insertInto('messages')
      .values({
        id: randomUUID(),
        room_id: room._id,
        posted_by: sita.id,
        message: legacyAddress,
        message_type: 'image',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('rooms')
      .set({ last_message: JSON.stringify({ message: legacyAddress, messageType: 'image', from: sita.id }) })
      .where('id', '=', room._id)
      .execute();

    assert.equal(await privatizeLegacyChatPictures(t.db, t.app.storage, t.app.log), 1);
    const privateKey = `private/${legacyKey}`;
    const moved = await t.db
      .selectFrom('messages')
      .select('message')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    assert.equal(moved.message, `/media/art-images/${privateKey}`);
    const roomRow = await t.db
      .selectFrom('rooms')
      .select('last_message')
      .where('id', '=', room._id)
      .executeTakeFirstOrThrow();
    assert.equal(roomRow.last_message?.message, `/media/art-images/${privateKey}`);
    await t.app.storage.client.statObject('art-images', privateKey);
    await assert.rejects(t.app.storage.client.statObject('art-images', legacyKey), { code: 'NotFound' });
    const history = (await call(ramesh, 'GET', `/api/messages/${room._id}`)).json() as ChatMessage[];
    assert.equal(opensPicture(history.find((message) => message._id === row.id)?.message ?? ''), privateKey);
    assert.equal(await privatizeLegacyChatPictures(t.db, t.app.storage, t.app.log), 0, 'once only');
  });

  test('too large, not an image, the wrong field or no file are refused', async () => {
    const big = await sharp(randomBytes(1100 * 1100 * 3), { raw: { width: 1100, height: 1100, channels: 3 } })
      .png()
      .toBuffer();
    assert.ok(big.length > 3_000_000, `noise image is ${big.length} bytes`);
    const tooLarge = await uploadPicture(sita, big);
    assert.equal(tooLarge.statusCode, 413);
    assert.equal(tooLarge.json().message, CHAT_MESSAGES.pictureTooLarge);

    const text = await uploadPicture(sita, Buffer.from('just some text, not a picture at all'), 'picture', 'image/png');
    assert.equal(text.statusCode, 415);
    assert.match(text.json().message, /jpg, png, webp, gif/);

    const wrongField = await uploadPicture(
      sita,
      await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
        .png()
        .toBuffer(),
      'image',
    );
    assert.equal(wrongField.statusCode, 400);

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/message/picture',
      payload: {},
      headers: viewerHeaders(sita.id, sita.role),
    });
    assert.equal(empty.statusCode, 400);
  });
});
