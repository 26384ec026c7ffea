import type { PostImage } from '@art/contracts';
import { checkImage, renderVariants, type Storage } from '@art/kit';
import sharp from 'sharp';
import { imageTooLargeMessage } from './rules.js';

const VARIANTS = {
  feed: { width: 1000, fit: 'inside' as const },
  large: { width: 2000, fit: 'inside' as const },
  placeholder: { width: 16, fit: 'inside' as const },
};

/** A post image checked and rendered in memory (one decode for all variants), not yet stored. */
export interface RenderedPostImage {
  width: number;
  height: number;
  placeholder: string;
  feed: Buffer;
  large: Buffer;
}

/** Checks the upload by its content (kind, bytes, pixels before decoding), then renders it. */
export async function renderPostImage(buffer: Buffer, maxBytes: number): Promise<RenderedPostImage> {
  await checkImage(buffer, { maxBytes, tooLargeMessage: imageTooLargeMessage(maxBytes) });
  const outputs = await renderVariants(buffer, VARIANTS);
  const blurred = await sharp(outputs.placeholder.data).blur(0.6).webp({ quality: 50 }).toBuffer();
  return {
    width: outputs.large.width,
    height: outputs.large.height,
    placeholder: `data:image/webp;base64,${blurred.toString('base64')}`,
    feed: outputs.feed.data,
    large: outputs.large.data,
  };
}

/** Writes both variants under posts/<postId>/; on a failure what was written is removed again. */
export async function storePostImage(
  storage: Storage,
  bucket: string,
  postId: string,
  image: RenderedPostImage,
): Promise<PostImage> {
  const stamp = Date.now().toString(36);
  const written: string[] = [];
  try {
    const files = {} as PostImage['files'];
    for (const name of ['feed', 'large'] as const) {
      const key = `posts/${postId}/${stamp}-${name}.webp`;
      await storage.client.putObject(bucket, key, image[name], image[name].length, { 'Content-Type': 'image/webp' });
      written.push(key);
      files[name] = { fileName: key, url: storage.urlOf(key), fallbackUrl: storage.fallbackUrlOf(key) };
    }
    return { placeholder: image.placeholder, width: image.width, height: image.height, files };
  } catch (error) {
    await storage.removeObjects(written).catch(() => undefined);
    throw error;
  }
}

export function postImageKeys(image: PostImage | null): string[] {
  return image ? [image.files.feed.fileName, image.files.large.fileName].filter(Boolean) : [];
}
