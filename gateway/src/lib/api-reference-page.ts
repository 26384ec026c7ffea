import { createRequire } from 'node:module';
import path from 'node:path';

/** swagger-ui-dist's folder: the reference page's script and styles are served from here, no CDN. */
export const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of /api/docs/assets/<name>, with their types. */
export const REFERENCE_ASSETS: Record<string, { file?: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'application/javascript; charset=utf-8' },
  'reference.js': { type: 'application/javascript; charset=utf-8' },
};

/** Starts swagger-ui on the merged document; a file of its own, as the page's CSP allows no inline script. */
export const REFERENCE_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/docs/json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Art marketplace API reference</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <noscript>The reference needs JavaScript; the document itself is at <a href="/api/docs/json">/api/docs/json</a>.</noscript>
    <div id="reference"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/reference.js"></script>
  </body>
</html>
`;
