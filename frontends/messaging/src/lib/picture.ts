import { CHAT_PICTURE_MAX_BYTES } from '@art/sdk/messaging';

/** What the server's 'File too large' is shown as: the configured limit, in MB. */
export const CHAT_PICTURE_LIMIT_MB = CHAT_PICTURE_MAX_BYTES / 1_000_000;

/** Checked before upload: image files only, at most 3,000,000 bytes. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): 'notImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > CHAT_PICTURE_MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * Whether a chat picture's address is a signed one past its expiry (`expires`, Unix seconds): the
 * gateway then refuses it, and the thread must be read again for fresh addresses. False for an
 * address without one, so a picture that is really missing does not reload the thread for ever.
 */
export function pictureAddressExpired(address: string, nowMs = Date.now()): boolean {
  const query = address.indexOf('?');
  if (query === -1) return false;
  const expires = Number(new URLSearchParams(address.slice(query + 1)).get('expires'));
  return Number.isFinite(expires) && expires > 0 && expires * 1000 <= nowMs;
}
