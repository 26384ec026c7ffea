import { CHAT_PICTURE_MAX_BYTES } from '@art/sdk/messaging';

/** What the server's 'File too large' is shown as: the configured limit, in MB. */
export const CHAT_PICTURE_LIMIT_MB = CHAT_PICTURE_MAX_BYTES / 1_000_000;

/** Checked before upload: image files only, at most 3,000,000 bytes. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): 'notImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > CHAT_PICTURE_MAX_BYTES) return 'tooLarge';
  return null;
}
