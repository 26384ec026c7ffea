import assert from 'node:assert/strict';
import { test } from 'node:test';
import { escapeHtml, headTagsOf, jsonForScript, type SharePreview, shellWithTags } from '../../src/lib/share-tags.js';
import { metaOf, readPageHead } from '../support/page-head.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Art Marketplace: the shell's own words." />
    <title>Art Marketplace</title>
    <link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />
  </head>
  <body><div id="root"></div><script defer src="/static/js/main.1a2b3c4d.js"></script></body>
</html>`;

// What a member may write into a name or a description, aimed at the page around it.
const HOSTILE = `"/><script>alert(1)</script><!-- ' & </title></script>`;

const preview = (overrides: Partial<SharePreview> = {}): SharePreview => ({
  title: 'Himalayan Dawn by Sabina Shrestha | Art Marketplace',
  description: 'Oil on canvas.',
  canonicalUrl: 'https://art.example.com/artwork/himalayan-dawn',
  ogType: 'product',
  image: { url: 'https://art.example.com/media/art-images/a.jpg', alt: 'Himalayan Dawn', width: 1200, height: 800 },
  price: { amount: 25000, currency: 'NPR' },
  labels: [{ label: 'Price', data: 'NPR 25,000' }],
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'VisualArtwork', name: 'Himalayan Dawn' }],
  ...overrides,
});

test('escapeHtml leaves no character that ends an attribute or opens a tag', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
});

test('JSON for a script element cannot close it, and parses back to the same value', () => {
  const value = { description: HOSTILE, line: 'a\u2028b' };
  const json = jsonForScript(value);
  assert.doesNotMatch(json, /</);
  assert.doesNotMatch(json, />/);
  assert.deepEqual(JSON.parse(json), value);
});

test("the tags replace the shell's title and description and go in its head", () => {
  const html = shellWithTags(SHELL, headTagsOf(preview()));
  assert.ok(html);
  const head = readPageHead(html);
  assert.deepEqual(head.titles, ['Himalayan Dawn by Sabina Shrestha | Art Marketplace']);
  assert.equal(metaOf(head, 'description'), 'Oil on canvas.');
  assert.deepEqual(head.canonicals, ['https://art.example.com/artwork/himalayan-dawn']);
  assert.equal(metaOf(head, 'og:price:amount'), '25000');
  assert.equal(metaOf(head, 'product:price:currency'), 'NPR');
  assert.equal(metaOf(head, 'twitter:card'), 'summary_large_image');
  assert.equal(metaOf(head, 'twitter:data1'), 'NPR 25,000');
  assert.deepEqual(head.parseErrors, []);
  assert.ok(!html.includes('as="image"'), 'no picture to preload: none named');
  // Everything else of the shell is kept as it was.
  assert.ok(html.includes('<link rel="preload" href="/remotes.json"'));
  assert.ok(html.endsWith('<script defer src="/static/js/main.1a2b3c4d.js"></script></body>\n</html>'));
});

test('text from members stays text: one title, no new element, the same words read back', () => {
  const html = shellWithTags(
    SHELL,
    headTagsOf(
      preview({
        title: HOSTILE,
        description: HOSTILE,
        image: { url: 'https://art.example.com/media/a.jpg?x="><script>', alt: HOSTILE },
        labels: [{ label: 'Studio', data: HOSTILE }],
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'VisualArtwork', name: HOSTILE }],
      }),
    ),
  );
  assert.ok(html);
  const head = readPageHead(html);
  assert.deepEqual(head.titles, [HOSTILE]);
  assert.equal(metaOf(head, 'og:title'), HOSTILE);
  assert.equal(metaOf(head, 'twitter:image:alt'), HOSTILE);
  assert.equal(metaOf(head, 'twitter:data1'), HOSTILE);
  assert.deepEqual(head.scriptTypes, ['application/ld+json', '']);
  assert.equal((JSON.parse(head.jsonLd[0]) as { name: string }).name, HOSTILE);
  assert.deepEqual(head.parseErrors, []);
});

test('a page that is not there says so to search engines and shows no picture', () => {
  const head = readPageHead(
    shellWithTags(
      SHELL,
      headTagsOf({ title: 'Art Marketplace', description: 'Art.', ogType: 'website', noindex: true }),
    ) ?? '',
  );
  assert.equal(metaOf(head, 'robots'), 'noindex');
  assert.equal(metaOf(head, 'og:image'), undefined);
  assert.equal(metaOf(head, 'twitter:card'), 'summary');
  assert.deepEqual(head.canonicals, []);
  assert.deepEqual(head.jsonLd, []);
});

test('a shell without </head> gets no tags (the plain shell is sent)', () => {
  assert.equal(shellWithTags('<html><body>shell</body></html>', headTagsOf(preview())), undefined);
});

test('a minified shell (unquoted attributes) loses its own description too', () => {
  const html = shellWithTags(
    '<html><head><meta charset=utf-8><meta name=description content="old words"><title>Old</title></head><body></body></html>',
    headTagsOf(preview()),
  );
  const head = readPageHead(html ?? '');
  assert.deepEqual(head.metas.get('description'), ['Oil on canvas.']);
  assert.deepEqual(head.titles, ['Himalayan Dawn by Sabina Shrestha | Art Marketplace']);
});

test("the page's largest picture is preloaded at high priority, its address escaped", () => {
  const tags = headTagsOf({ ...preview(), leadImage: '/media/a"b.webp?x=1&y=2' });
  assert.ok(
    tags.includes('<link rel="preload" as="image" href="/media/a&quot;b.webp?x=1&amp;y=2" fetchpriority="high" />'),
  );
});
