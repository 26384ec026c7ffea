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
