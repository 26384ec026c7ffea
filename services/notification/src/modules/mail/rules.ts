/** Where the marketplace's own images are served from, as a mail (read off the site) must link them. */
export interface MediaOrigin {
  /** The site's address (PUBLIC_URL): relative media paths are made absolute with it. */
  publicUrl: string;
  /** The media prefix (PUBLIC_MEDIA_URL): `/media` behind the gateway, or a CDN's absolute URL. */
  publicMediaUrl: string;
}

const absolute = (value: string, publicUrl: string) =>
  /^https?:\/\//i.test(value) ? value : `${publicUrl.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;

/**
 * The absolute URL of one of our own images, or '' for anything else. A mail embeds only this: an
 * image from elsewhere in a mail the marketplace sends would be a stranger's picture (or tracking
 * pixel) shown under our name. A path must sit under the media prefix, with no way out of it.
 */
export function ownMediaUrl(value: string, origin: MediaOrigin): string {
  const given = value.trim();
  if (!given || given.startsWith('//') || /[\s"'<>\\]/.test(given)) return '';
  const base = absolute(origin.publicMediaUrl, origin.publicUrl).replace(/\/+$/, '');
  let url: URL;
  let mediaBase: URL;
  try {
    url = new URL(absolute(given, origin.publicUrl));
    mediaBase = new URL(`${base}/`);
  } catch {
    return '';
  }
  // Compared after parsing, so dot segments and encodings cannot walk out of the prefix.
  if (url.origin !== mediaBase.origin || !url.pathname.startsWith(mediaBase.pathname)) return '';
  if (url.username || url.password || url.search || url.hash) return '';
  return url.href;
}
