import { isPrivateMediaKey, PRIVATE_MEDIA_PREFIX, type Storage } from '@art/kit';

/** The refusal of a picture over the limit, in decimal megabytes ("less than 3MB" for 3,000,000 bytes). */
export function pictureTooLargeMessage(maxBytes: number): string {
  const megabytes = Math.round((maxBytes / 1_000_000) * 10) / 10;
  return `Attached Image must be less than ${megabytes}MB`;
}

/** Where a member's chat pictures live: private, so the gateway serves them only by signed address. */
export const chatPictureFolder = (userId: string) => `${PRIVATE_MEDIA_PREFIX}chat/${userId}/`;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PICTURE_FILE = new RegExp(`^${UUID}-chat\\.webp$`, 'i');

/**
 * The address to store for an image message: one of the sender's own uploaded pictures (the
 * signed address the upload answered, or the same without its query), as its unsigned address;
 * null for anything else, another member's picture included.
 */
export function ownPictureAddress(storage: Storage, senderId: string, address: string): string | null {
  const key = storage.keyOfUrl(address);
  const folder = chatPictureFolder(senderId);
  if (key === null || !key.startsWith(folder) || !PICTURE_FILE.test(key.slice(folder.length))) return null;
  return storage.urlOf(key);
}

/**
 * A stored picture address as one viewer may load it: a private picture gets a short-lived signed
 * address (call it only for a viewer allowed to see the message); older public ones stay as they were.
 */
export function viewablePictureAddress(storage: Storage, stored: string): string {
  const key = storage.keyOfUrl(stored);
  return key !== null && isPrivateMediaKey(key) ? storage.signedUrlOf(key) : stored;
}
