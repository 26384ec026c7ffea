// Images come from the primary bucket under /media/<bucket>/...; on a load error the same key is
// tried in the fallback bucket. The defaults are the backend's (S3_BUCKET / S3_FALLBACK_BUCKET in
// @art/kit's config): the API returns e.g. `/media/art-images/users/<id>/picture/<file>-picture.webp`
// and the fallback copy is the same key in `art-images-fallback`. `configureMedia()` changes them.

export const DEFAULT_MEDIA_BUCKETS = { primary: 'art-images', fallback: 'art-images-fallback' } as const;

let buckets: { primary: string; fallback: string } = { ...DEFAULT_MEDIA_BUCKETS };

export function configureMedia(options: { primaryBucket?: string; fallbackBucket?: string }): void {
  buckets = { primary: options.primaryBucket ?? buckets.primary, fallback: options.fallbackBucket ?? buckets.fallback };
}

export function fallbackMediaUrl(src: string): string | null {
  const prefix = `/media/${buckets.primary}/`;
  const index = src.indexOf(prefix);
  if (index === -1) return null;
  return `${src.slice(0, index)}/media/${buckets.fallback}/${src.slice(index + prefix.length)}`;
}

/** An empty picture and the literal strings "undefined" and "null" mean no picture. */
export function hasPicture(picture: string | null | undefined): picture is string {
  return typeof picture === 'string' && picture.trim() !== '' && picture !== 'undefined' && picture !== 'null';
}

/** The stored variants of an artwork picture wider than a thumbnail, with their boxes' widths. */
const ARTWORK_SOURCE_VARIANTS = [
  ['gallery', 600],
  ['productImage', 1000],
  ['large', 2000],
] as const;

type StoredArtworkPicture = {
  width: number;
  files: Record<(typeof ARTWORK_SOURCE_VARIANTS)[number][0], { url: string }>;
};

/**
 * An artwork picture's `srcset`: each stored variant with the width it really has (a variant is
 * never enlarged, so a small picture's larger variants are the same size and listed once).
 */
export function artworkSrcSet(image: StoredArtworkPicture): string {
  const seen = new Set<number>();
  const sources: string[] = [];
  for (const [variant, boxWidth] of ARTWORK_SOURCE_VARIANTS) {
    const width = image.width > 0 ? Math.min(boxWidth, image.width) : boxWidth;
    if (seen.has(width)) continue;
    seen.add(width);
    sources.push(`${image.files[variant].url} ${width}w`);
  }
  return sources.join(', ');
}
