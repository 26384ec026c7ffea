import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { routedModulesByArea } from '../routeTable.js';

const FRONTENDS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The keys of the `exposes` object literal of a remote's rspack config, read from its source so the
 * check needs no build: `const exposes = { './LoginRoute': './src/…', … }`.
 */
export function exposedKeys(configSource: string): string[] {
  const block = /const\s+exposes\s*=\s*\{([\s\S]*?)\n\};?/.exec(configSource)?.[1];
  if (block === undefined) throw new Error('no `const exposes = { … }` in the rspack config');
  return [...block.matchAll(/^\s*['"]\.\/([\w-]+)['"]\s*:/gm)].map((match) => match[1]);
}

/** Areas with a remote in this repository: frontends/<area>/rspack.config.mjs, the shell aside. */
function remoteAreas(): string[] {
  return readdirSync(FRONTENDS).filter(
    (name) => name !== 'shell' && existsSync(path.join(FRONTENDS, name, 'rspack.config.mjs')),
  );
}

describe('route table against the remotes', () => {
  it('reads the exposes block of a config', () => {
    const source =
      "const exposes = {\n  './LoginRoute': './src/Login.tsx',\n  \"./TermsRoute\": './src/Terms.tsx',\n};\n";
    assert.deepEqual(exposedKeys(source), ['LoginRoute', 'TermsRoute']);
  });

  it('every module the shell routes to is exposed by its remote', () => {
    const routed = routedModulesByArea();
    const areas = remoteAreas();
    assert.ok(areas.includes('identity'), 'the identity remote is checked');
    for (const area of areas) {
      const source = readFileSync(path.join(FRONTENDS, area, 'rspack.config.mjs'), 'utf8');
      const exposed = new Set(exposedKeys(source));
      const missing = [...(routed.get(area as never) ?? [])].filter((module) => !exposed.has(module));
      assert.deepEqual(missing, [], `${area} remote does not expose what the shell routes to`);
    }
  });

  it('every route names an area the shell knows', () => {
    const routed = routedModulesByArea();
    for (const area of remoteAreas()) assert.ok(routed.has(area as never), `no route goes to the ${area} remote`);
  });
});
