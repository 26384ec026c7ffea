// Every check of a kustomize overlay in one pass: render, Kubernetes schemas, each container's
// environment against its service's config schema, and the deployment policy. The config schemas
// are read once for all the overlays given (a child process under tsx).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { evaluateEnvironments } from './config-schemas.mjs';
import { environmentProblems, IMAGE_ENV } from './environment-rules.mjs';
import { containerEnvironments, unreadConfigMapKeys } from './kubernetes-env.mjs';
import { policyProblems } from './kubernetes-policy.mjs';
import { schemaProblems } from './kubernetes-schema.mjs';
import { renderKustomization } from './kustomize.mjs';

/** k8s/overlays/* as [{ name, dir }]. */
export function overlaysOf(k8sDir) {
  const overlays = path.join(k8sDir, 'overlays');
  return (
    readdirSync(overlays, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      // Only the development overlay may carry secret values (generated, development-only ones).
      .map((entry) => ({ name: entry.name, dir: path.join(overlays, entry.name), secretValues: entry.name === 'dev' }))
      .sort((a, b) => a.name.localeCompare(b.name))
  );
}

/** The Secret(s) the operator creates: { name: Set(keys) } from k8s/base/secret.template.yaml. */
export function externalSecretsOf(k8sDir) {
  const template = parse(readFileSync(path.join(k8sDir, 'base', 'secret.template.yaml'), 'utf8'));
  return {
    [template.metadata.name]: new Set([...Object.keys(template.stringData ?? {}), ...Object.keys(template.data ?? {})]),
  };
}

/** Secrets rendered with values: real ones are created in the cluster, never committed. */
export function committedSecretProblems(objects) {
  return objects
    .filter((o) => o.kind === 'Secret')
    .filter((o) => Object.keys(o.data ?? {}).length + Object.keys(o.stringData ?? {}).length > 0)
    .map(
      (o) =>
        `Secret ${o.metadata?.name}: values in the manifests (create it in the cluster from base/secret.template.yaml or a secret manager)`,
    );
}

/**
 * @param overlays [{ name, dir, secretValues }]: secretValues true lets the overlay render Secrets
 *        with values (development only)
 * @returns { workloads, results: { [overlayName]: { objects, environments, problems: string[] } } }
 */
export async function checkOverlays(overlays, { externalSecrets = {}, root } = {}) {
  const rendered = overlays.map((overlay) => {
    try {
      return { ...overlay, objects: renderKustomization(overlay.dir), problems: [] };
    } catch (error) {
      return { ...overlay, objects: [], problems: [error.message] };
    }
  });
  const requests = [];
  for (const overlay of rendered) {
    overlay.containers = containerEnvironments(overlay.objects, { externalSecrets });
    for (const container of overlay.containers) {
      container.id = `${overlay.name}/${container.deployment}/${container.container}`;
      requests.push({ id: container.id, workload: container.deployment, env: container.env, imageEnv: IMAGE_ENV });
    }
  }
  const { workloads, results } = await evaluateEnvironments(requests, root ? { root } : undefined);

  const output = {};
  for (const overlay of rendered) {
    const problems = [...overlay.problems, ...schemaProblems(overlay.objects), ...unreadConfigMapKeys(overlay.objects)];
    if (!overlay.secretValues) problems.push(...committedSecretProblems(overlay.objects));
    const environments = {};
    for (const container of overlay.containers) {
      problems.push(...container.problems);
      const workload = workloads[container.deployment];
      const where = `${overlay.name}: Deployment ${container.deployment}, container ${container.container}`;
      if (!workload) {
        problems.push(
          `${where}: no service config schema for "${container.deployment}" (gateway/ or services/<name>/src/config.ts)`,
        );
        continue;
      }
      problems.push(...environmentProblems(where, workload, container.env, results[container.id]?.problems));
      environments[container.deployment] ??= { env: container.env, workload };
    }
    problems.push(...policyProblems(overlay.objects, environments, workloads).map((p) => `${overlay.name}: ${p}`));
    output[overlay.name] = { objects: overlay.objects, environments, problems };
  }
  return { workloads, results: output };
}
