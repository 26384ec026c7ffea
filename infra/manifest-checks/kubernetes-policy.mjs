// How the marketplace runs on Kubernetes, checked on a rendered overlay: probes, graceful
// shutdown, security context, resources, replicas owned by autoscalers, generated ConfigMaps, the
// ingress body limit against the gateway's upload limit, TRUST_PROXY behind an ingress, and the
// gateway's routes to the services.

const byKind = (objects, kind) => objects.filter((object) => object.kind === kind);
const MiB = 1024 * 1024;

/** The drain before closing (ms): SHUTDOWN_DRAIN_MS of the kit's shutdown contract, 5 s by default. */
const DEFAULT_DRAIN_MS = 5000;

/** A number of milliseconds from the environment, else the schema default, else a fallback. */
function millis(env, workload, key, fallback) {
  const set = env[key];
  if (set !== undefined && set !== null && set !== '') return Number(set);
  const schemaDefault = workload?.keys?.[key]?.default;
  return typeof schemaDefault === 'number' ? schemaDefault : fallback;
}

/** Seconds a preStop hook waits: `sleep N` (exec) or the sleep action; undefined otherwise. */
function preStopSeconds(container) {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep?.seconds !== undefined) return Number(preStop.sleep.seconds);
  const command = preStop?.exec?.command ?? [];
  if (command.length === 2 && /(^|\/)sleep$/.test(command[0]) && /^\d+(\.\d+)?$/.test(command[1])) {
    return Number(command[1]);
  }
  return undefined;
}

/** nginx sizes: 26m, 1g, 512k, 1048576. */
export function nginxSizeBytes(size) {
  const match = String(size)
    .trim()
    .match(/^(\d+)([kKmMgG]?)$/);
  if (!match) return Number.NaN;
  return Number(match[1]) * { '': 1, k: 1024, m: MiB, g: 1024 * MiB }[match[2].toLowerCase()];
}

function deploymentProblems(deployment, { env, workload }) {
  const where = `Deployment ${deployment.metadata.name}`;
  const pod = deployment.spec?.template?.spec ?? {};
  const problems = [];
  if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${where}: securityContext.runAsNonRoot is not true`);
  for (const container of pod.containers ?? []) {
    const at = `${where}, container ${container.name}`;
    if (container.readinessProbe?.httpGet?.path !== '/ready') problems.push(`${at}: readinessProbe is not GET /ready`);
    if (container.livenessProbe?.httpGet?.path !== '/health') problems.push(`${at}: livenessProbe is not GET /health`);
    const context = container.securityContext ?? {};
    if (context.readOnlyRootFilesystem !== true) problems.push(`${at}: readOnlyRootFilesystem is not true`);
    if (context.allowPrivilegeEscalation !== false) problems.push(`${at}: allowPrivilegeEscalation is not false`);
    if (context.runAsUser === 0) problems.push(`${at}: runs as root`);
    const resources = container.resources ?? {};
    for (const [part, name] of [
      ['requests', 'cpu'],
      ['requests', 'memory'],
      ['limits', 'memory'],
    ]) {
      if (!resources[part]?.[name]) problems.push(`${at}: resources.${part}.${name} is not set`);
    }
    const preStop = preStopSeconds(container);
    if (preStop === undefined) {
      problems.push(`${at}: no preStop sleep (the endpoints learn of a terminating pod late)`);
      continue;
    }
    const needed =
      preStop * 1000 +
      millis(env, workload, 'SHUTDOWN_DRAIN_MS', DEFAULT_DRAIN_MS) +
      millis(env, workload, 'SHUTDOWN_TIMEOUT_MS', 10000);
    const grace = (pod.terminationGracePeriodSeconds ?? 30) * 1000;
    if (!(grace > needed)) {
      problems.push(
        `${where}: terminationGracePeriodSeconds ${grace / 1000} s is not above preStop + SHUTDOWN_DRAIN_MS + SHUTDOWN_TIMEOUT_MS (${needed / 1000} s)`,
      );
    }
  }
  return problems;
}

/**
 * A service's <NAME>_URL (the gateway's routes, identity for the mail worker…) must reach the
 * Service of the Deployment NAME: its host is the Service's name and its port one of the Service's.
 */
function routeProblems(deployments, services, environments) {
  const problems = [];
  for (const [from, { env, workload }] of Object.entries(environments)) {
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      const key = `${name.toUpperCase()}_URL`;
      if (name === from || !(key in (workload?.keys ?? {}))) continue;
      const service = services.find((s) => s.metadata.name === name);
      const ports = (service?.spec?.ports ?? []).map((p) => String(p.port));
      let target;
      try {
        target = new URL(env[key]);
      } catch {}
      if (!target || target.hostname !== name || !ports.includes(target.port)) {
        problems.push(
          `Deployment ${from}: ${key}=${env[key] ?? '(not set)'} does not point at the Service ${name} (ports ${ports.join(', ') || 'none'})`,
        );
      }
    }
  }
  return problems;
}

/**
 * @param objects the rendered overlay
 * @param environments { [deploymentName]: { env, workload } }: the resolved environment of the
 *        Deployment's first container and its service's config (config-schemas.mjs)
 * @param workloads every service with a config schema (all must be deployed)
 */
export function policyProblems(objects, environments, workloads) {
  const problems = [];
  const deployments = byKind(objects, 'Deployment');
  const names = new Set(deployments.map((d) => d.metadata.name));
  for (const workload of Object.keys(workloads)) {
    if (!names.has(workload))
      problems.push(`${workload} has a config schema (${workloads[workload].config}) but no Deployment`);
  }
  for (const deployment of deployments) {
    problems.push(...deploymentProblems(deployment, environments[deployment.metadata.name] ?? { env: {} }));
  }

  for (const hpa of byKind(objects, 'HorizontalPodAutoscaler')) {
    const target = deployments.find((d) => d.metadata.name === hpa.spec?.scaleTargetRef?.name);
    if (!target) problems.push(`HorizontalPodAutoscaler ${hpa.metadata.name}: scales no rendered Deployment`);
    else if (target.spec.replicas !== undefined) {
      problems.push(
        `Deployment ${target.metadata.name}: fixed replicas (${target.spec.replicas}) while HorizontalPodAutoscaler ${hpa.metadata.name} owns the count`,
      );
    }
  }

  for (const map of byKind(objects, 'ConfigMap')) {
    if (!/-[a-z0-9]{10}$/.test(map.metadata.name)) {
      problems.push(
        `ConfigMap ${map.metadata.name}: not generated (configMapGenerator), so a change does not roll the pods`,
      );
    }
  }

  const services = byKind(objects, 'Service');
  problems.push(...routeProblems(deployments, services, environments));
  const gateway = environments.gateway;

  for (const ingress of byKind(objects, 'Ingress')) {
    const where = `Ingress ${ingress.metadata.name}`;
    const size = ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'];
    if (gateway) {
      const upload = millis(gateway.env, gateway.workload, 'UPLOAD_BODY_LIMIT_BYTES', 0);
      if (!(nginxSizeBytes(size) > upload)) {
        problems.push(
          `${where}: proxy-body-size ${size ?? '(nginx default 1m)'} is not above the gateway's UPLOAD_BODY_LIMIT_BYTES (${upload} bytes), so nginx refuses uploads the gateway accepts`,
        );
      }
      const trust = String(gateway.env.TRUST_PROXY ?? '')
        .trim()
        .toLowerCase();
      if (trust === '' || trust === 'false') {
        problems.push(
          `${where}: the gateway behind it has no TRUST_PROXY, so every client shares the ingress's address in the per-IP limits`,
        );
      } else if (trust === 'true') {
        problems.push(
          `${where}: the gateway trusts every proxy (TRUST_PROXY=true), so a client picks its own address with X-Forwarded-For; give a hop count or the ingress's addresses`,
        );
      }
    }
    for (const rule of ingress.spec?.rules ?? []) {
      for (const entry of rule.http?.paths ?? []) {
        const backend = entry.backend?.service;
        const service = services.find((s) => s.metadata.name === backend?.name);
        const port = service?.spec?.ports?.find(
          (p) => p.name === backend?.port?.name || p.port === backend?.port?.number,
        );
        if (!port)
          problems.push(
            `${where}: ${entry.path} goes to ${backend?.name}:${backend?.port?.name ?? backend?.port?.number}, which is not a rendered Service port`,
          );
      }
    }
  }
  return problems;
}
