/**
 * The Content-Security-Policy of the shell and the remotes. Checked against what they do:
 * - scripts: only files from this origin (the shell's bundle, each remote's remoteEntry.js and
 *   chunks under /mf/<area>/); no inline script, no eval in production builds;
 * - styles: React 19 hoists `<style>` elements (@art/ui's and the shell's CSS) and components
 *   set `style` attributes, so inline styles are allowed; style sheets from this origin;
 * - images: /media (this origin), `data:` (inline icons) and `blob:` (the picture being cropped
 *   before upload);
 * - connections: the API, the remotes' manifests and remotes.json, and the live socket, all on
 *   this origin (`'self'` covers ws/wss to the same host);
 * - nobody may frame the site (clickjacking), no plugins, forms post only here.
 */
export const SITE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The site's policy with remotes served from other origins allowed to load: their scripts, their
 * manifests and chunks (connect), their styles, images and fonts.
 */
export function siteContentSecurityPolicy(remoteOrigins: readonly string[] = []): string {
  if (remoteOrigins.length === 0) return SITE_CONTENT_SECURITY_POLICY;
  const extra = ` ${remoteOrigins.join(' ')}`;
  return SITE_CONTENT_SECURITY_POLICY.split('; ')
    .map((directive) =>
      /^(script-src|connect-src|style-src|img-src|font-src) /.test(directive) ? `${directive}${extra}` : directive,
    )
    .join('; ');
}

/**
 * The API reference page (swagger-ui, served from this origin): its bundle sets inline styles and
 * shows inline SVG icons as data: images; its "try it out" calls go to this origin.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A year, subdomains included; sent only on answers to requests that came over TLS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries, whatever produced it (a service, a file, an error). */
export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
