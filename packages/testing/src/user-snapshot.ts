// The snapshot's shape as @art/contracts defines it (UserSnapshot), restated for what a test sets:
// this package does not depend on the contracts.
interface UserSnapshotFields {
  userId: string;
  name: string;
  slug: string;
  email: string;
  role: number;
  version: number;
  picture?: string;
  cover?: string;
  verifiedArtist?: boolean;
  emailVerified?: boolean;
  isPrivate?: boolean;
  categories?: { _id: string; name: string }[];
  biography?: string;
  suspended?: boolean;
}

/**
 * A user as identity's user events carry them: a fresh account (no picture or cover, e-mail
 * verified, public, no categories) unless `fields` say otherwise.
 */
export function userSnapshot<F extends UserSnapshotFields>(fields: F) {
  return {
    picture: '',
    cover: '',
    verifiedArtist: false,
    emailVerified: true,
    isPrivate: false,
    categories: [] as { _id: string; name: string }[],
    ...fields,
  };
}
