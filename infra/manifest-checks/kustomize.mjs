// Renders a kustomization with `kubectl kustomize` (kustomize v5 inside kubectl ≥ 1.27) and parses
// the objects. A machine without kubectl fails here, loudly: the manifests are never "checked" by
// skipping them.
import { execFileSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';

const KUBECTL = process.env.KUBECTL || 'kubectl';
const MIN_KUSTOMIZE_MAJOR = 5;

export const KUBECTL_MISSING = `kubectl was not found (looked for "${KUBECTL}"; set KUBECTL=/path/to/kubectl to use another).
The manifest test renders every overlay under k8s/overlays with \`kubectl kustomize\`, which needs
kubectl 1.27 or newer (kustomize v5). Install it (on this project's machines it is /usr/bin/kubectl:
Debian's package kubernetes-client is too old) and run the test again.`;

let checkedVersion;

/** Throws with an instruction when kubectl is missing or its kustomize is older than v5. */
export function requireKubectl() {
  if (checkedVersion) return checkedVersion;
  let output;
  try {
    output = execFileSync(KUBECTL, ['version', '--client', '-o', 'json'], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error(KUBECTL_MISSING);
    throw new Error(`${KUBECTL} version --client failed: ${error.stderr || error.message}`);
  }
  const version = JSON.parse(output).kustomizeVersion ?? '';
  const major = Number(version.match(/^v?(\d+)/)?.[1]);
  if (!(major >= MIN_KUSTOMIZE_MAJOR)) {
    throw new Error(
      `${KUBECTL} has kustomize ${version || '(unknown)'}; the overlays need v${MIN_KUSTOMIZE_MAJOR}+.\n${KUBECTL_MISSING}`,
    );
  }
  checkedVersion = version;
  return version;
}

/** The objects a kustomization renders to, in order. Throws with kustomize's message on an error. */
export function renderKustomization(dir, { loadRestrictor } = {}) {
  requireKubectl();
  let output;
  try {
    const options = loadRestrictor ? ['--load-restrictor', loadRestrictor] : [];
    output = execFileSync(KUBECTL, ['kustomize', ...options, dir], {
      encoding: 'utf8',
      stdio: 'pipe',
      maxBuffer: 32 * 1024 * 1024,
    });
  } catch (error) {
    throw new Error(`kubectl kustomize ${dir} failed:\n${error.stderr || error.message}`);
  }
  const documents = parseAllDocuments(output);
  const problems = documents.flatMap((document) => document.errors.map((e) => e.message));
  if (problems.length) throw new Error(`kubectl kustomize ${dir} printed invalid YAML: ${problems.join('; ')}`);
  return documents.map((document) => document.toJS()).filter(Boolean);
}
