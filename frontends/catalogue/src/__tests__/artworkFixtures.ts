// The artworks the catalogue's component tests draw: an ArtworkView as the API gives it.

import type { ArtworkImage, ArtworkView } from '@art/sdk';

export const sita = { _id: 's1', name: 'Sita Shrestha', slug: 'sita', role: 11, picture: '', verifiedArtist: true };

export function anArtwork(change: Partial<ArtworkView> = {}): ArtworkView {
  return {
    _id: 'a1',
    id: 'a1',
    slug: 'mountain-dawn',
    name: 'Mountain Dawn',
    description: '',
    priceField: 'NPR 25000',
    price: 25000,
    stock: 1,
    inStore: true,
    availability: 'for-sale',
    kind: 'artist',
    image: null,
    images: [],
    author: sita,
    categories: [],
    tags: [],
    attributes: { width: null, height: null, breadth: null, weight: null },
    likesCount: 12,
    liked: false,
    commentsCount: 0,
    views: 0,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...change,
  };
}

/** A stored picture of `width` × `height` with its four variants, as the API gives it. */
export function aPicture(id: string, width: number, height: number): ArtworkImage {
  const file = (variant: string) => ({
    url: `/media/art-images/artworks/s1/${id}-${variant}.webp`,
    fileName: `artworks/s1/${id}-${variant}.webp`,
    fallbackUrl: `/media/art-images-fallback/artworks/s1/${id}-${variant}.webp`,
  });
  return {
    _id: id,
    slug: id,
    placeholder: 'data:image/webp;base64,AAAA',
    width,
    height,
    files: {
      thumbnail: file('thumbnail'),
      gallery: file('gallery'),
      productImage: file('productImage'),
      large: file('large'),
    },
  };
}
