import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * User text (posts, comments, names, messages, artwork descriptions) reaches the page only as
 * React text, which React escapes. These are the ways around that: markup parsed from a string,
 * or code made from one. The CSP stops an injected <script> but not an injected <img onerror>
 * from breaking the page or an <a> from faking a link, so none is allowed in any frontend or in
 * @art/ui, unless listed below with why its content is safe (sanitised, or never user text).
 */
const RAW_HTML_SINKS = [
  /dangerouslySetInnerHTML/,
  /\.innerHTML\s*=/,
  /\.outerHTML\s*=/,
  /insertAdjacentHTML/,
  /document\.write/,
  /createContextualFragment/,
  /\beval\s*\(/,
  /new Function\s*\(/,
];

/** `path from the repository root` → why it is safe. Empty: nothing needs raw HTML today. */
const ALLOWED: Record<string, string> = {};

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every frontend's src and the design system: all code that renders in the browser. */
function browserSources(): string[] {
  const frontends = readdirSync(path.join(repoRoot, 'frontends'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(repoRoot, 'frontends', entry.name, 'src'));
  return [...frontends, path.join(repoRoot, 'packages', 'ui', 'src')].flatMap(sourceFiles);
}

describe('no raw HTML from strings in the browser code', () => {
  it('no frontend file (tests aside) uses a raw-HTML or eval sink outside the allow-list', () => {
    const files = browserSources().filter((file) => !file.includes(`${path.sep}__tests__${path.sep}`));
    assert.ok(files.length > 100, `found only ${files.length} files: is the walk looking in the right place?`);
    const found: string[] = [];
    for (const file of files) {
      const relative = path.relative(repoRoot, file);
      if (Object.hasOwn(ALLOWED, relative)) continue;
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (RAW_HTML_SINKS.some((sink) => sink.test(line))) found.push(`${relative}:${index + 1}: ${line.trim()}`);
      });
    }
    assert.deepEqual(found, [], 'raw HTML from a string: render text, or list the file in ALLOWED with why');
  });

  it('the check itself finds a sink', () => {
    assert.ok(RAW_HTML_SINKS.some((sink) => sink.test('<p dangerouslySetInnerHTML={{ __html: bio }} />')));
    assert.ok(RAW_HTML_SINKS.some((sink) => sink.test('element.innerHTML = message;')));
  });
});
