// Every compressible file of a frontend's dist gets X.br (brotli, quality 11) and X.gz (gzip -9)
// beside it at build time, so the gateway sends the smallest encoding without spending CPU per
// request (it compresses on the fly only when no such file exists).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; source maps are left out (fetched only by devtools, and large to brotli). */
export const COMPRESSIBLE_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
];

/** Below this, the encoded file is not smaller by enough to be worth a second request path. */
export const MIN_BYTES = 1024;

/**
 * Files replaced at deploy time without a rebuild: a stale precompressed copy would be served in
 * their place, so they are always compressed on the fly.
 */
export const RUNTIME_CONFIG_FILES = ['remotes.json', 'version.json'];

/** Whether `file` (a path relative to dist) of `bytes` size gets precompressed copies. */
export function isPrecompressible(file, bytes) {
  if (RUNTIME_CONFIG_FILES.includes(file.replaceAll('\\', '/'))) return false;
  return COMPRESSIBLE_EXTENSIONS.includes(extname(file).toLowerCase()) && bytes >= MIN_BYTES;
}

export function brotliMax(buffer) {
  return brotli(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

export function gzipMax(buffer) {
  return gzipAsync(buffer, { level: constants.Z_BEST_COMPRESSION });
}

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes X.br and X.gz beside every precompressible X under `dir`; returns what it wrote. */
export async function precompressDirectory(dir) {
  const jobs = [];
  for await (const path of filesUnder(dir)) {
    const file = relative(dir, path);
    if (!isPrecompressible(file, (await stat(path)).size)) continue;
    jobs.push(
      (async () => {
        const body = await readFile(path);
        const [br, gz] = await Promise.all([brotliMax(body), gzipMax(body)]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        return { file, bytes: body.length, br: br.length, gzip: gz.length };
      })(),
    );
  }
  return Promise.all(jobs);
}

/**
 * rspack plugin: precompresses the output folder once every asset (the federation manifest
 * included) is on disk. Production builds only; the dev server keeps files in memory.
 */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      if (compiler.options.mode !== 'production') return;
      const written = await precompressDirectory(compilation.outputOptions.path ?? compiler.outputPath);
      const logger = compilation.getLogger('PrecompressPlugin');
      logger.info(`wrote .br and .gz beside ${written.length} files`);
    });
  }
}
