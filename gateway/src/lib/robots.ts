/**
 * Paths crawlers are asked to leave alone: the API (data, not pages), the live socket, and the
 * pages that are a member's own or need a session (sign-in, account, cart, orders, inbox,
 * moderation, edit forms), which show a crawler only a sign-in screen. `$` ends a path where a
 * prefix would also close a public page (/privacy is the blocked-users list, /privacy-policy is
 * public). The scripts (/static, /mf) and pictures (/media) stay open: search engines render the
 * pages with them, and link previews fetch the pictures.
 */
const DISALLOWED = [
  '/api/',
  '/live/',
  '/login',
  '/resetpassword',
  '/verify',
  '/edit$',
  '/delete-account',
  '/profile/',
  '/privacy$',
  '/inbox',
  '/messages/',
  '/notifications',
  // A digest's stop link is one member's (its token is theirs), never a page to list.
  '/mail/',
  '/cart',
  '/checkout',
  '/order$',
  '/order/',
  '/moderation',
  '/upload',
  // Search results are endless combinations of the same artworks.
  '/search/',
  '/artwork/*/edit',
  '/*/likedArt',
  '/*/get-studio',
  '/*/artist-code',
  '/*/follows$',
  '/*/followers$',
  '/*/following$',
];

/** robots.txt for the site at `origin` (PUBLIC_ORIGIN), naming its sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
