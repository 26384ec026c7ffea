import assert from 'node:assert/strict';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { remoteOriginsOf, remotesFileOf, remotesFileWatcher } from '../../src/lib/remote-origins.js';
import { tempDir } from '../helpers.js';

test('only absolute http(s) entries give origins, each once; junk gives none', () => {
  assert.deepEqual(
    remoteOriginsOf(
      JSON.stringify({
        a: 'https://cdn.example.org/mf/a/mf-manifest.json',
        b: 'https://cdn.example.org/mf/b/mf-manifest.json',
        c: '/mf/c/mf-manifest.json',
        d: 'javascript:alert(1)',
        e: 42,
      }),
    ),
    ['https://cdn.example.org'],
  );
  assert.deepEqual(remoteOriginsOf('not json'), []);
  assert.deepEqual(remoteOriginsOf('null'), []);
});

test('a remotes.json changed at deploy time is read again; an unchanged one is not', () => {
  const dir = tempDir('remote-origins');
  const file = path.join(dir, 'shell', 'dist', 'remotes.json');
  mkdirSync(path.dirname(file), { recursive: true });
  const watcher = remotesFileWatcher(dir);
  assert.deepEqual(watcher.read(), { origins: [], changed: false });
  writeFileSync(file, JSON.stringify({ identity: 'http://127.0.0.1:4001/mf/identity/mf-manifest.json' }));
  assert.deepEqual(watcher.read(), { origins: ['http://127.0.0.1:4001'], changed: true });
  assert.equal(watcher.read().changed, false);
  writeFileSync(file, JSON.stringify({ identity: 'http://127.0.0.1:4002/mf/identity/mf-manifest.json' }));
  const later = new Date(Date.now() + 2000);
  utimesSync(file, later, later);
  assert.deepEqual(watcher.read(), { origins: ['http://127.0.0.1:4002'], changed: true });
});

test('REMOTES_FILE wins over the built remotes.json; a .json source is the file itself', () => {
  assert.equal(remotesFileOf('/srv/frontends'), path.join('/srv/frontends', 'shell', 'dist', 'remotes.json'));
  assert.equal(remotesFileOf('/srv/frontends', '/etc/art/remotes/remotes.json'), '/etc/art/remotes/remotes.json');
  const dir = tempDir('remote-origins-override');
  const built = path.join(dir, 'shell', 'dist', 'remotes.json');
  mkdirSync(path.dirname(built), { recursive: true });
  writeFileSync(built, JSON.stringify({ identity: 'https://built.example.org/mf/identity/mf-manifest.json' }));
  const override = path.join(dir, 'deployed.json');
  writeFileSync(override, JSON.stringify({ identity: 'https://cdn.example.org/mf/identity/mf-manifest.json' }));
  assert.deepEqual(remotesFileWatcher(dir, override).read().origins, ['https://cdn.example.org']);
});
