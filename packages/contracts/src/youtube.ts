// No imports: browsers load this file on its own (@art/contracts/youtube), without the schemas.

/** The length of a YouTube video id (a link that yields anything else is refused). */
export const YOUTUBE_ID_LENGTH = 11;

const ID = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The 11-character video id of a YouTube link (watch?v=, youtu.be/, embed/, shorts/, live/, v/),
 * or null. A bare id is accepted too: the edit dialog shows the stored id back in the field.
 */
export function youtubeVideoId(link: string): string | null {
  const text = link.trim();
  if (ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1];
  else if (HOSTS.has(host)) {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first && ['embed', 'shorts', 'live', 'v'].includes(first)) candidate = second;
  }
  return candidate && ID.test(candidate) ? candidate : null;
}
