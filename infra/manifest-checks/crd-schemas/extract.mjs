// Makes a vendored schema file from an upstream CRD manifest: its served version's
// openAPIV3Schema, descriptions dropped (they are most of the size and no check reads them).
//   node infra/manifest-checks/crd-schemas/extract.mjs <crd.yaml> <out.json> "<source note>"
// The machines have no internet, so the schemas are committed; crd-schemas/README.md names the
// upstream release and commit of each.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const [input, output, source] = process.argv.slice(2);
if (!input || !output || !source) {
  console.error('usage: extract.mjs <crd.yaml> <out.json> "<source: repository, tag, commit>"');
  process.exit(2);
}
const crd = parse(readFileSync(input, 'utf8'));
const version = crd.spec.versions.find((v) => v.storage) ?? crd.spec.versions[0];

function strip(node) {
  if (Array.isArray(node)) return node.map(strip);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'description')
      .map(([key, value]) => [
        key,
        key === 'properties' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v)])) : strip(value),
      ]),
  );
}

const document = {
  source,
  group: crd.spec.group,
  version: version.name,
  kind: crd.spec.names.kind,
  schema: strip(version.schema.openAPIV3Schema),
};
writeFileSync(output, `${JSON.stringify(document)}\n`);
console.log(`${output}: ${document.group}/${document.version} ${document.kind}`);
