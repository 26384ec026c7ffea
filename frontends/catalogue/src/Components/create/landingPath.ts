import type { ArtworkWriter } from '@art/sdk';

/** After an upload, artists land on the artwork route and everyone else on the user-art one. */
export function landingPath(writer: ArtworkWriter, productSlug: string): string {
  return `${writer === 'artist' ? '/artwork' : '/art'}/${encodeURIComponent(productSlug)}`;
}
