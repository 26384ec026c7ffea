import sharp from 'sharp';

export async function pngImage(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 60, b: 40 } } })
    .png()
    .toBuffer();
}

export async function jpegImage(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
}

/** A PNG signature followed by padding: passes a magic-bytes look, but is over the size limit. */
export function oversizedPng(bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return buffer;
}

/** A text file wearing an image's name. */
export const textAsPng = Buffer.from('this is not an image, only its name says so\n'.repeat(20));

export { type FormEntry, multipart } from '@art/testing';
