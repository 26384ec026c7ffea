// Keys of the server data this remote caches in the shell's one QueryClient. Each names its area
// first, so a key can never collide with another remote's; a mutation invalidates exactly these.

/** The signed-in person's own profile (with e-mail and shipping details), per account. */
export const ownProfileKey = (userId: string) => ['identity', 'own-profile', userId] as const;

/** The catalogue's category list, as GET /categories answers it. */
export const categoriesKey = ['catalogue', 'categories'] as const;
