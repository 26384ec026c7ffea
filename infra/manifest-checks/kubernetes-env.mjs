// What each Deployment's containers get in their environment, resolved against the ConfigMaps and
// Secrets the overlay renders: { KEY: value } for values known at render time, null for values
// that come from outside (a Secret the operator creates, fieldRef…).
import { byKind, isAppDeployment, workloadsOf } from './kubernetes-workloads.mjs';

function dataOf(object) {
  if (object.kind === 'Secret') {
    const decoded = Object.fromEntries(
      Object.entries(object.data ?? {}).map(([key, value]) => [key, Buffer.from(value, 'base64').toString('utf8')]),
    );
    return { ...decoded, ...(object.stringData ?? {}) };
  }
  return { ...(object.data ?? {}) };
}

/**
 * @param objects the rendered overlay
 * @param externalSecrets { [secretName]: Set of keys } for Secrets the overlay does not render
 *        (created by the operator from k8s/base/secret.template.yaml)
 * @returns [{ deployment, container, env: {KEY: string | null}, problems: [] }]
 */
export function containerEnvironments(objects, { externalSecrets = {} } = {}) {
  const configMaps = new Map(byKind(objects, 'ConfigMap').map((o) => [o.metadata.name, dataOf(o)]));
  const secrets = new Map(byKind(objects, 'Secret').map((o) => [o.metadata.name, dataOf(o)]));

  /** The value of one key ref, or a problem: the key must exist where it is looked up. */
  function fromRef(kind, ref, what) {
    const rendered = kind === 'ConfigMap' ? configMaps.get(ref.name) : secrets.get(ref.name);
    if (rendered) {
      if (ref.key in rendered) return { value: rendered[ref.key] };
      return ref.optional ? { skip: true } : { problem: `${what}: ${kind} ${ref.name} has no key "${ref.key}"` };
    }
    const external = kind === 'Secret' ? externalSecrets[ref.name] : undefined;
    if (external?.has(ref.key)) return { value: null };
    if (ref.optional) return { skip: true };
    return {
      problem: external
        ? `${what}: key "${ref.key}" is not in the Secret ${ref.name} (secret.template.yaml)`
        : `${what}: ${kind} ${ref.name} is neither rendered by the overlay nor a known external Secret`,
    };
  }

  const result = [];
  // The marketplace's own processes only: a frontend remote or a development data service has no
  // config schema to check against.
  for (const deployment of byKind(objects, 'Deployment').filter(isAppDeployment)) {
    for (const container of deployment.spec?.template?.spec?.containers ?? []) {
      const env = {};
      const problems = [];
      const where = `Deployment ${deployment.metadata.name}, container ${container.name}`;
      for (const source of container.envFrom ?? []) {
        const ref = source.configMapRef ?? source.secretRef;
        const kind = source.configMapRef ? 'ConfigMap' : 'Secret';
        const rendered = kind === 'ConfigMap' ? configMaps.get(ref?.name) : secrets.get(ref?.name);
        if (!rendered) {
          if (!ref?.optional)
            problems.push(`${where}: envFrom ${kind} ${ref?.name} is not rendered, its keys cannot be checked`);
          continue;
        }
        for (const [key, value] of Object.entries(rendered)) env[`${source.prefix ?? ''}${key}`] = value;
      }
      for (const variable of container.env ?? []) {
        const what = `${where}, ${variable.name}`;
        if ('value' in variable) env[variable.name] = String(variable.value);
        else if (variable.valueFrom?.configMapKeyRef || variable.valueFrom?.secretKeyRef) {
          const kind = variable.valueFrom.configMapKeyRef ? 'ConfigMap' : 'Secret';
          const found = fromRef(kind, variable.valueFrom.configMapKeyRef ?? variable.valueFrom.secretKeyRef, what);
          if (found.problem) problems.push(found.problem);
          else if (!found.skip) env[variable.name] = found.value;
        } else if (variable.valueFrom) env[variable.name] = null;
        else env[variable.name] = '';
      }
      result.push({ deployment: deployment.metadata.name, container: container.name, env, problems });
    }
  }
  return result;
}

/**
 * A dashboard for Grafana's sidecar (k8s/components/monitoring): Grafana reads it, no Deployment
 * of ours, and its name stays fixed (a hashed one would leave the old copy beside the new).
 */
export function isGrafanaDashboard(map) {
  return map.metadata?.labels?.grafana_dashboard === '1';
}

/** ConfigMap keys that no container reads, as a variable or a mounted file (a typo goes unnoticed otherwise). */
export function unreadConfigMapKeys(objects) {
  const read = new Set();
  for (const workload of workloadsOf(objects)) {
    for (const container of workload.containers) {
      for (const source of container.envFrom ?? []) if (source.configMapRef) read.add(`${source.configMapRef.name}/*`);
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.configMapKeyRef;
        if (ref) read.add(`${ref.name}/${ref.key}`);
      }
    }
    const volumes = workload.pod.volumes ?? [];
    const projected = volumes.flatMap((v) =>
      (v.projected?.sources ?? []).map((source) => source.configMap).filter(Boolean),
    );
    for (const map of [...volumes.map((v) => v.configMap).filter(Boolean), ...projected]) {
      if (map.items?.length) for (const item of map.items) read.add(`${map.name}/${item.key}`);
      else read.add(`${map.name}/*`);
    }
  }
  return byKind(objects, 'ConfigMap')
    .filter((map) => !isGrafanaDashboard(map))
    .flatMap((map) =>
      Object.keys(map.data ?? {})
        .filter((key) => !read.has(`${map.metadata.name}/${key}`) && !read.has(`${map.metadata.name}/*`))
        .map((key) => `ConfigMap ${map.metadata.name}: key ${key} is read by no Deployment`),
    );
}
