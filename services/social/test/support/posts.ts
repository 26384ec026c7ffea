import { randomBytes } from 'node:crypto';
import type { PostView } from '@art/contracts';
import { type FormEntry, multipart } from '@art/testing';
import sharp from 'sharp';
import { type SocialTestContext, viewerHeaders } from './test-app.js';

export async function pngImage(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 60, b: 40 } } })
    .png()
    .toBuffer();
}

/** A picture of random pixels: it does not compress, so its file is as large as its pixels. */
export async function noiseImage(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Sends the post form as `userId` (new, or edit when `postId` is given). */
export async function sendPostForm(
  t: SocialTestContext,
  user: { id: string; role: number },
  entries: FormEntry[],
  postId?: string,
) {
  const body = await multipart(entries);
  return t.app.inject({
    method: postId ? 'PUT' : 'POST',
    url: postId ? `/api/post/update/${postId}` : '/api/post/new',
    payload: body.payload,
    headers: { ...body.headers, ...viewerHeaders(user.id, user.role) },
  });
}

/** A text post by `user`, returned as the service shows it. */
export async function createPost(
  t: SocialTestContext,
  user: { id: string; role: number },
  text = 'Fresh paint at the studio in Patan',
): Promise<PostView> {
  const response = await sendPostForm(t, user, [['post', text]]);
  if (response.statusCode !== 200) throw new Error(`post not created: ${response.body}`);
  return response.json().post as PostView;
}

/** The outbox rows of one event type, newest last. */
export async function outboxEvents(
  t: SocialTestContext,
  subject: string,
): Promise<{ data: Record<string, unknown> }[]> {
  const rows = await t.db
    .selectFrom('outbox')
    .select('payload')
    .where('subject', '=', subject)
    .orderBy('seq')
    .execute();
  return rows.map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload));
}
