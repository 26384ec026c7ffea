import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { installedVersion, packageNameOf, SHARED_PACKAGES, sharedEntry, sharedSingletons } from '../shared.mjs';

describe('shared singletons', () => {
  it('ask for a compatible version of what the build bundles, never any version', () => {
    assert.deepEqual(sharedEntry('19.3.1'), {
      singleton: true,
      version: '19.3.1',
      requiredVersion: '^19.3.1',
      strictVersion: false,
    });
    assert.deepEqual(sharedEntry('0.1.0').requiredVersion, '^0.1.0');
    assert.throws(() => sharedEntry(undefined), /not a semantic version/);
    assert.throws(() => sharedEntry('*'), /not a semantic version/);
  });

  it('version react-dom/client by react-dom and keep scoped names whole', () => {
    assert.equal(packageNameOf('react-dom/client'), 'react-dom');
    assert.equal(packageNameOf('@tanstack/react-query'), '@tanstack/react-query');
    assert.equal(packageNameOf('@art/ui'), '@art/ui');
  });

  it('read each version from the package.json the frontend would bundle', () => {
    const asked = [];
    const shared = sharedSingletons({
      from: '/somewhere',
      versionOf: (name, from) => {
        asked.push([name, from]);
        return name === '@art/ui' ? '1.2.0' : '3.4.5';
      },
    });
    assert.deepEqual(Object.keys(shared), SHARED_PACKAGES);
    assert.equal(shared['@art/ui'].requiredVersion, '^1.2.0');
    assert.equal(shared['@art/ui'].version, '1.2.0');
    assert.equal(shared['react-dom/client'].requiredVersion, '^3.4.5');
    assert.ok(asked.every(([, from]) => from === '/somewhere'));
    for (const entry of Object.values(shared)) assert.notEqual(entry.requiredVersion, false);
  });

  it('shares TanStack Query so remotes use the shell client', () => {
    assert.ok(SHARED_PACKAGES.includes('@tanstack/react-query'));
  });

  it('finds a package in the nearest node_modules, even one that does not export package.json', () => {
    const root = mkdtempSync(join(tmpdir(), 'frontend-build-'));
    const nested = join(root, 'frontends', 'shell');
    mkdirSync(join(root, 'node_modules', 'wouter'), { recursive: true });
    mkdirSync(join(nested, 'node_modules', 'wouter'), { recursive: true });
    writeFileSync(join(root, 'node_modules', 'wouter', 'package.json'), '{"version":"3.0.0","exports":{}}');
    assert.equal(installedVersion('wouter', nested), '3.0.0');
    writeFileSync(join(nested, 'node_modules', 'wouter', 'package.json'), '{"version":"3.13.0"}');
    assert.equal(installedVersion('wouter', nested), '3.13.0');
  });

  it('versions the workspace packages from their own package.json', () => {
    const shell = new URL('../../../frontends/shell', import.meta.url).pathname;
    const ui = new URL('../../ui/package.json', import.meta.url);
    assert.equal(sharedSingletons({ from: shell })['@art/ui'].version, JSON.parse(readFileSync(ui, 'utf8')).version);
  });
});
