// Writing artworks: upload, edit and delete. Artists (roles 11–20) use the artist paths; everyone
// else's works are "user art" with their own paths.

import { isArtistRole } from '@art/endpoint';
import type { RequestOptions } from './core.js';
import { callEndpoint } from './declared-route.js';
import { catalogueRoutes as routes } from './routes/catalogue.js';

export type ArtworkDimensions = {
  width: number | null;
  height: number | null;
  breadth: number | null;
  weight: number | null;
};

export type ArtworkDraft = {
  name: string;
  description: string;
  /** Category ids; the first is the main category, the rest its sub-categories. */
  categories: string[];
  tags: string[];
  /** Whole NPR; 0 lists the artwork as Not For Sale. */
  price: number;
  stock: number;
  attributes: ArtworkDimensions;
  /** A new main picture; on edit, absent when the first kept old image stays the main one. */
  image?: Blob | null;
  /** New extra pictures. */
  images: Blob[];
  /** Edit only: ids of the images already stored that the artwork keeps, in order. */
  oldImages?: string[];
};

/** Which family of paths an artwork is written through. */
export type ArtworkWriter = 'artist' | 'user';

export function writerFor(role: number): ArtworkWriter {
  return isArtistRole(role) ? 'artist' : 'user';
}

const fileName = (blob: Blob, fallback: string) => (blob as File).name || fallback;

/** The multipart body the four write routes read (field names as /api/docs lists them). */
export function artworkForm(draft: ArtworkDraft): FormData {
  const form = new FormData();
  if (draft.image) form.append('image', draft.image, fileName(draft.image, 'image.jpg'));
  draft.images.forEach((image, index) => {
    form.append('images', image, fileName(image, `image-${index + 1}.jpg`));
  });
  if (draft.oldImages) form.append('oldImages', JSON.stringify(draft.oldImages));
  form.append('name', draft.name);
  form.append('description', draft.description);
  for (const category of draft.categories) form.append('categories[]', category);
  for (const tag of draft.tags) form.append('tags[]', tag);
  form.append('price', String(draft.price));
  form.append('stock', String(draft.stock));
  for (const key of ['width', 'height', 'breadth', 'weight'] as const) {
    const value = draft.attributes[key];
    if (value !== null) form.append(`attributes[${key}]`, String(value));
  }
  return form;
}

/** Answers the new artwork's slug and the server's success message. */
export async function uploadArtwork(
  draft: ArtworkDraft,
  writer: ArtworkWriter,
  token: string,
  options?: RequestOptions,
): Promise<{ productSlug: string; message: string }> {
  const input = { body: artworkForm(draft) };
  const body =
    writer === 'artist'
      ? await callEndpoint(routes.uploadArtwork, input, { ...options, token })
      : await callEndpoint(routes.uploadUserArt, input, { ...options, token });
  return { productSlug: body.data.productSlug, message: body.message };
}

export async function updateArtwork(
  artworkId: string,
  draft: ArtworkDraft,
  writer: ArtworkWriter,
  token: string,
  options?: RequestOptions,
): Promise<{ productSlug: string; message: string }> {
  const input = { params: { id: artworkId }, body: artworkForm(draft) };
  const body =
    writer === 'artist'
      ? await callEndpoint(routes.editArtwork, input, { ...options, token })
      : await callEndpoint(routes.editUserArt, input, { ...options, token });
  return { productSlug: body.data.productSlug, message: body.message };
}

export async function deleteArtwork(
  artworkId: string,
  writer: ArtworkWriter,
  token: string,
  options?: RequestOptions,
): Promise<void> {
  const input = { params: { id: artworkId } };
  if (writer === 'artist') await callEndpoint(routes.deleteArtwork, input, { ...options, token });
  else await callEndpoint(routes.deleteUserArt, input, { ...options, token });
}
