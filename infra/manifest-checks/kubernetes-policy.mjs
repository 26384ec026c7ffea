// How the marketplace runs on Kubernetes, checked on a rendered overlay: probes, graceful
// shutdown, security context, resources, migrations in an init container, an autoscaler and a
// disruption budget per workload, replicas owned by autoscalers, pinned images, generated
// ConfigMaps, the ingress body limit against the gateway's upload limit, TRUST_PROXY behind an
// ingress, the gateway's routes to the services, and the NetworkPolicies (kubernetes-network.mjs).
import { isGrafanaDashboard } from './kubernetes-env.mjs';
import { networkProblems } from './kubernetes-network.mjs';
import { byKind, ingressBackends, isAppDeployment, selects, workloadsOf } from './kubernetes-workloads.mjs';

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

/** What a service Deployment must do about its schema: migrate in an init container, not at start. */
function migrationProblems(deployment, env) {
  const where = `Deployment ${deployment.metadata.name}`;
  const pod = deployment.spec?.template?.spec ?? {};
  const main = pod.containers?.[0] ?? {};
  const migrate = (pod.initContainers ?? []).find((c) => c.name === 'migrate');
  if (!migrate) return [`${where}: no init container "migrate" (node dist/migrate.js) before the service starts`];
  const problems = [];
  if (JSON.stringify(migrate.command) !== JSON.stringify(['node', 'dist/migrate.js']))
    problems.push(`${where}: init container migrate does not run node dist/migrate.js`);
  if (migrate.image !== main.image)
    problems.push(`${where}: init container migrate runs ${migrate.image}, not the service's image ${main.image}`);
  const databaseOf = (container) =>
    JSON.stringify((container.env ?? []).find((v) => v.name === 'DATABASE_URL') ?? null);
  if (databaseOf(migrate) !== databaseOf(main))
    problems.push(`${where}: init container migrate does not take DATABASE_URL from where the service does`);
  const context = migrate.securityContext ?? {};
  if (context.readOnlyRootFilesystem !== true || context.allowPrivilegeEscalation !== false)
    problems.push(`${where}: init container migrate lacks the service's security context (read-only, no escalation)`);
  if (!migrate.resources?.limits?.memory) problems.push(`${where}: init container migrate has no memory limit`);
  if (env.MIGRATE_ON_START !== 'false')
    problems.push(`${where}: MIGRATE_ON_START is not "false", so each pod would migrate again at start`);
  return problems;
}

/** A frontend remote: static files from nginx; ready when its manifest is served. */
function remoteProblems(deployment) {
  const where = `Deployment ${deployment.metadata.name}`;
  const area = deployment.metadata.name.replace(/^remote-/, '');
  const manifest = `/mf/${area}/mf-manifest.json`;
  const problems = [];
  for (const container of deployment.spec?.template?.spec?.containers ?? []) {
    const at = `${where}, container ${container.name}`;
    if (container.readinessProbe?.httpGet?.path !== manifest)
      problems.push(`${at}: readinessProbe is not GET ${manifest}`);
    if (container.livenessProbe?.httpGet?.path !== manifest)
      problems.push(`${at}: livenessProbe is not GET ${manifest}`);
    if (container.securityContext?.readOnlyRootFilesystem !== true)
      problems.push(`${at}: readOnlyRootFilesystem is not true`);
  }
  return problems;
}

/** Every workload, ours or not: non-root, memory bounded, images pinned. */
function workloadProblems(workload) {
  const where = `${workload.kind} ${workload.name}`;
  const problems = [];
  for (const container of workload.containers) {
    const at = `${where}, container ${container.name}`;
    const nonRoot = container.securityContext?.runAsNonRoot ?? workload.pod.securityContext?.runAsNonRoot;
    if (nonRoot !== true) problems.push(`${at}: runAsNonRoot is not true`);
    if (container.securityContext?.allowPrivilegeEscalation !== false)
      problems.push(`${at}: allowPrivilegeEscalation is not false`);
    if (!container.resources?.limits?.memory) problems.push(`${at}: resources.limits.memory is not set`);
    if (!container.resources?.requests?.memory) problems.push(`${at}: resources.requests.memory is not set`);
    const image = String(container.image ?? '');
    const tag = image.includes('@') ? 'digest' : image.slice(image.lastIndexOf('/') + 1).split(':')[1];
    if (!tag || tag === 'latest')
      problems.push(`${at}: image ${image} is not pinned (a tag other than latest, or a digest)`);
  }
  return problems;
}

function deploymentProblems(deployment, { env, workload }) {
  const where = `Deployment ${deployment.metadata.name}`;
  const pod = deployment.spec?.template?.spec ?? {};
  const problems = [];
  if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${where}: securityContext.runAsNonRoot is not true`);
  if (env.SERVICE_NAME !== undefined && env.SERVICE_NAME !== deployment.metadata.name)
    problems.push(
      `${where}: SERVICE_NAME is "${env.SERVICE_NAME}" (logs, traces and metrics would carry another name)`,
    );
  if (workload?.keys?.DATABASE_URL) problems.push(...migrationProblems(deployment, env));
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
 * Placement: a Deployment that may run more than one pod (replicas > 1, or an autoscaler whose
 * maximum is) spreads them over nodes (topologySpreadConstraints by kubernetes.io/hostname,
 * ScheduleAnyway, selecting its own pods), so two replicas do not share one node when another has
 * room; the gateway and every service run under a PriorityClass that the render defines.
 */
function placementProblems(objects, deployments, hpas) {
  const problems = [];
  const classes = new Map(byKind(objects, 'PriorityClass').map((c) => [c.metadata.name, c]));
  for (const deployment of deployments) {
    const where = `Deployment ${deployment.metadata.name}`;
    const template = deployment.spec?.template ?? {};
    const pod = template.spec ?? {};
    const max = Math.max(
      deployment.spec?.replicas ?? 1,
      ...hpas.filter((h) => h.spec?.scaleTargetRef?.name === deployment.metadata.name).map((h) => h.spec.maxReplicas),
    );
    if (max > 1) {
      const spread = (pod.topologySpreadConstraints ?? []).find(
        (c) => c.topologyKey === 'kubernetes.io/hostname' && selects(c.labelSelector, template.metadata?.labels),
      );
      if (!spread) {
        problems.push(
          `${where}: up to ${max} pods but no topologySpreadConstraints over kubernetes.io/hostname selecting its pods, so they may share one node`,
        );
      } else if (spread.whenUnsatisfiable !== 'ScheduleAnyway') {
        problems.push(
          `${where}: its hostname spread is ${spread.whenUnsatisfiable}, which leaves pods pending on a small cluster (ScheduleAnyway expected)`,
        );
      }
    }
    if (isAppDeployment(deployment)) {
      const name = pod.priorityClassName;
      if (!name) problems.push(`${where}: no priorityClassName`);
      else if (!classes.has(name)) problems.push(`${where}: priorityClassName ${name} is not a rendered PriorityClass`);
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
  const allDeployments = byKind(objects, 'Deployment');
  const deployments = allDeployments.filter(isAppDeployment);
  const names = new Set(deployments.map((d) => d.metadata.name));
  for (const workload of Object.keys(workloads)) {
    if (!names.has(workload))
      problems.push(`${workload} has a config schema (${workloads[workload].config}) but no Deployment`);
  }
  for (const deployment of deployments) {
    problems.push(...deploymentProblems(deployment, environments[deployment.metadata.name] ?? { env: {} }));
  }
  for (const deployment of allDeployments) {
    if (deployment.spec?.template?.metadata?.labels?.['app.kubernetes.io/component'] === 'frontend')
      problems.push(...remoteProblems(deployment));
  }
  const pods = workloadsOf(objects);
  for (const workload of pods) problems.push(...workloadProblems(workload));

  const hpas = byKind(objects, 'HorizontalPodAutoscaler');
  for (const hpa of hpas) {
    const target = allDeployments.find((d) => d.metadata.name === hpa.spec?.scaleTargetRef?.name);
    if (!target) problems.push(`HorizontalPodAutoscaler ${hpa.metadata.name}: scales no rendered Deployment`);
    else if (target.spec.replicas !== undefined) {
      problems.push(
        `Deployment ${target.metadata.name}: fixed replicas (${target.spec.replicas}) while HorizontalPodAutoscaler ${hpa.metadata.name} owns the count`,
      );
    }
  }
  // The gateway and every service are stateless: each scales with its own autoscaler.
  for (const deployment of deployments) {
    const own = hpas.filter((h) => h.spec?.scaleTargetRef?.name === deployment.metadata.name);
    if (own.length !== 1)
      problems.push(`Deployment ${deployment.metadata.name}: ${own.length} HorizontalPodAutoscalers (one expected)`);
  }
  problems.push(...placementProblems(objects, allDeployments, hpas));
  // One disruption budget per workload of ours: a pod under two budgets cannot be evicted at all.
  const budgets = byKind(objects, 'PodDisruptionBudget');
  for (const budget of budgets) {
    const covered = pods.filter((w) => selects(budget.spec?.selector, w.labels));
    if (covered.length !== 1) {
      problems.push(
        `PodDisruptionBudget ${budget.metadata.name}: selects the pods of ${covered.length} workloads (${covered.map((w) => w.name).join(', ') || 'none'}), one expected`,
      );
    }
  }
  for (const workload of pods) {
    if (workload.kind !== 'Deployment' || !(isAppDeployment(workload.object) || workload.component === 'frontend'))
      continue;
    const own = budgets.filter((b) => selects(b.spec?.selector, workload.labels));
    if (own.length !== 1)
      problems.push(
        `Deployment ${workload.name}: under ${own.length} PodDisruptionBudgets (one expected: ${own.map((b) => b.metadata.name).join(', ') || 'none'})`,
      );
  }

  for (const map of byKind(objects, 'ConfigMap')) {
    if (!/-[a-z0-9]{10}$/.test(map.metadata.name) && !isGrafanaDashboard(map)) {
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
    for (const { entry, backend, port } of ingressBackends(ingress, services)) {
      if (!port)
        problems.push(
          `${where}: ${entry.path} goes to ${backend?.name}:${backend?.port?.name ?? backend?.port?.number}, which is not a rendered Service port`,
        );
    }
  }
  problems.push(...networkProblems(objects, environments));
  return problems;
}
