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
 * - frames: only YouTube's privacy-enhanced player (a post's video, social's PostMedia); without
 *   this line frame-src falls back to default-src and the video is refused;
 * - nobody may frame the site (clickjacking), no plugins, forms post only here, and to the payment
 *   providers' pages (eSewa and ConnectIPS take a posted form: PAYMENT_FORM_ORIGINS).
 */
export const SITE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  'frame-src https://www.youtube-nocookie.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The site's policy with remotes served from other origins allowed to load (their scripts, their
 * manifests and chunks, their styles, images and fonts), and forms allowed to post to the payment
 * providers' origins.
 */
export function siteContentSecurityPolicy(
  remoteOrigins: readonly string[] = [],
  formOrigins: readonly string[] = [],
): string {
  if (remoteOrigins.length === 0 && formOrigins.length === 0) return SITE_CONTENT_SECURITY_POLICY;
  const remotes = remoteOrigins.length ? ` ${remoteOrigins.join(' ')}` : '';
  const forms = formOrigins.length ? ` ${formOrigins.join(' ')}` : '';
  return SITE_CONTENT_SECURITY_POLICY.split('; ')
    .map((directive) => {
      if (/^(script-src|connect-src|style-src|img-src|font-src) /.test(directive)) return `${directive}${remotes}`;
      if (directive.startsWith('form-action ')) return `${directive}${forms}`;
      return directive;
    })
    .join('; ');
}

/** `PAYMENT_FORM_ORIGINS` as a list of origins (space or comma separated; anything else is refused). */
export function formOriginsOf(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const origin = new URL(entry).origin;
      if (origin === 'null' || !/^https?:$/.test(new URL(entry).protocol)) throw new Error(`not an origin: ${entry}`);
      return origin;
    });
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

/** The names of the headers above and HSTS: only the gateway sets them (services' are dropped). */
export const GATEWAY_SECURITY_HEADERS: ReadonlySet<string> = new Set([
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
]);

/** The headers every answer carries, whatever produced it (a service, a file, an error). */
export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
