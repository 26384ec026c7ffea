// Keys of the server data this remote caches in the shell's one QueryClient. Each names its area
// first, so a key can never collide with another remote's; a mutation invalidates exactly these.
export const identityKeys = {
  all: ['identity'] as const,
  /** The signed-in person's own profile (with e-mail and shipping details), per account. */
  ownProfile: (userId: string) => ['identity', 'own-profile', userId] as const,
  /** The catalogue's category list, under the catalogue's own key: both areas share one answer. */
  categories: ['catalogue', 'categories'] as const,
};
