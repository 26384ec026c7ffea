// Images come from the primary bucket under /media/<bucket>/...; on a load error the same key is
// tried in the fallback bucket. Bucket names are runtime configuration of the gateway.

let buckets = { primary: 'art-media', fallback: 'art-media-fallback' };

export function configureMedia(options: { primaryBucket?: string; fallbackBucket?: string }): void {
  buckets = { primary: options.primaryBucket ?? buckets.primary, fallback: options.fallbackBucket ?? buckets.fallback };
}

export function fallbackMediaUrl(src: string): string | null {
  const prefix = `/media/${buckets.primary}/`;
  const index = src.indexOf(prefix);
  if (index === -1) return null;
  return `${src.slice(0, index)}/media/${buckets.fallback}/${src.slice(index + prefix.length)}`;
}

/** The specs treat an empty picture and the literal string "undefined" as no picture. */
export function hasPicture(picture: string | null | undefined): picture is string {
  return typeof picture === 'string' && picture.trim() !== '' && picture !== 'undefined' && picture !== 'null';
}
