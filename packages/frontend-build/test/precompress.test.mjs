import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isPrecompressible, MIN_BYTES, precompressDirectory } from '../precompress.mjs';

describe('precompression', () => {
  it('takes text assets, leaves images, source maps, tiny files and the runtime config', () => {
    assert.equal(isPrecompressible('assets/main.1234abcd.js', 50_000), true);
    assert.equal(isPrecompressible('index.html', 2000), true);
    assert.equal(isPrecompressible('mf-manifest.json', 4000), true);
    assert.equal(isPrecompressible('favicon.svg', 1500), true);
    assert.equal(isPrecompressible('assets/main.1234abcd.js.map', 500_000), false);
    assert.equal(isPrecompressible('picture.webp', 50_000), false);
    assert.equal(isPrecompressible('assets/tiny.js', MIN_BYTES - 1), false);
    assert.equal(isPrecompressible('remotes.json', 50_000), false);
    assert.equal(isPrecompressible('version.json', 50_000), false);
  });

  it('writes .br and .gz that decode to the original, beside every compressible file', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dist, 'assets'));
    const script = `export const artworks = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, title: `Thangka ${i}` })))};`;
    writeFileSync(join(dist, 'assets', 'main.abcd1234.js'), script);
    writeFileSync(join(dist, 'assets', 'main.abcd1234.js.map'), script);
    writeFileSync(join(dist, 'remotes.json'), script);
    const written = await precompressDirectory(dist);
    assert.deepEqual(
      written.map((entry) => entry.file),
      [join('assets', 'main.abcd1234.js')],
    );
    const js = join(dist, 'assets', 'main.abcd1234.js');
    assert.equal(brotliDecompressSync(readFileSync(`${js}.br`)).toString(), script);
    assert.equal(gunzipSync(readFileSync(`${js}.gz`)).toString(), script);
    assert.ok(written[0].br < written[0].gzip, 'brotli at quality 11 beats gzip -9 on text');
    assert.equal(existsSync(join(dist, 'remotes.json.br')), false);
    assert.equal(existsSync(join(dist, 'assets', 'main.abcd1234.js.map.gz')), false);
  });
});
