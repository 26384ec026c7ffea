// Writes src/routes/<area>.ts from the endpoint declarations in @art/contracts/endpoints: each
// area's client routes (method and path under /api), typed by a type-only import of the
// declarations. `--check` fails when a file is not what the declarations make (run by the tests).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS_BY_AREA } from '@art/contracts/endpoints';

const routesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'routes');

export function generatedRoutes(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [area, endpoints] of Object.entries(ENDPOINTS_BY_AREA)) {
    const declarations = `${area}Endpoints`;
    const lines = Object.entries(endpoints).map(([name, endpoint]) => {
      const path = endpoint.path.replace(/^\/api(?=\/)/, '');
      return `  ${name}: declaredRoute<(typeof ${declarations})['${name}']>('${endpoint.method}', '${path}'),`;
    });
    files.set(
      `${area}.ts`,
      [
        '// Generated from @art/contracts/endpoints by `npm run generate -w @art/sdk`: do not edit.',
        `import type { ${declarations} } from '@art/contracts/endpoints';`,
        `import { declaredRoute } from '../declared-route.js';`,
        '',
        `/** The ${area} endpoints as the client calls them (paths under the API base). */`,
        `export const ${area}Routes = {`,
        ...lines,
        '} as const;',
        '',
      ].join('\n'),
    );
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [file, raw] of generatedRoutes()) {
    const target = join(routesDir, file);
    // Written as the formatter would write it, so lint and this check agree.
    const text = execFileSync('npx', ['biome', 'format', `--stdin-file-path=${target}`], {
      input: raw,
      encoding: 'utf8',
    });
    if (check) {
      let current = '';
      try {
        current = readFileSync(target, 'utf8');
      } catch {}
      if (current !== text) stale.push(file);
    } else writeFileSync(target, text);
  }
  if (stale.length > 0) {
    console.error(`packages/sdk/src/routes is stale (${stale.join(', ')}): run npm run generate -w @art/sdk`);
    process.exit(1);
  }
}
