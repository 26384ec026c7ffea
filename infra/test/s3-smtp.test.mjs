import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import nodemailer from 'nodemailer';
import { loadInfraConfig } from '../lib/config.mjs';
import { s3Client, startS3 } from '../lib/s3.mjs';
import { startSmtp } from '../lib/smtp.mjs';

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

test('the S3 endpoint takes a put through the minio client and has both buckets', async () => {
  const s3 = {
    ...loadInfraConfig({}).s3,
    port: await freePort(),
    directory: mkdtempSync(path.join(os.tmpdir(), 'art-s3-')),
  };
  const server = await startS3(s3, { quiet: true });
  try {
    assert.equal(server.owned, true);
    const client = s3Client(s3);
    assert.equal(await client.bucketExists('art-images'), true);
    assert.equal(await client.bucketExists('art-images-fallback'), true);
    const body = Buffer.from('थाङ्का image bytes');
    await client.putObject('art-images', 'artworks/1/large.webp', body, body.length, { 'Content-Type': 'image/webp' });
    const stream = await client.getObject('art-images', 'artworks/1/large.webp');
    const chunks = [];
    for await (const c of stream) chunks.push(c);
    assert.deepEqual(Buffer.concat(chunks), body);
    // A second start on the same port reuses the running endpoint and will not stop it.
    const again = await startS3(s3, { quiet: true });
    assert.equal(again.owned, false);
    await again.stop();
    assert.equal(await client.bucketExists('art-images'), true);
  } finally {
    await server.stop();
  }
});

test('the SMTP sink keeps a mail sent with nodemailer and shows it on /api/email', async () => {
  const smtp = { host: '127.0.0.1', port: await freePort(), webPort: await freePort() };
  const sink = await startSmtp(smtp, { quiet: true });
  try {
    const transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true });
    await transport.sendMail({
      from: 'no-reply@art.local',
      to: 'buyer@example.com',
      subject: 'Order placed',
      text: 'Thank you',
    });
    const res = await fetch(`${sink.webUrl}/api/email?to.address=buyer@example.com`);
    const mails = await res.json();
    assert.equal(mails.length, 1);
    assert.equal(mails[0].subject, 'Order placed');
    assert.ok(mails[0].time);
    const again = await startSmtp(smtp, { quiet: true });
    assert.equal(again.owned, false);
  } finally {
    await sink.stop();
  }
});

test('a port taken by something else is refused with a clear message', async () => {
  const blocker = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => blocker.once('listening', r));
  const { port } = blocker.address();
  try {
    await assert.rejects(
      startSmtp({ host: '127.0.0.1', port, webPort: await freePort() }, { quiet: true }),
      /taken by something that is not maildev/,
    );
  } finally {
    blocker.close();
  }
});
