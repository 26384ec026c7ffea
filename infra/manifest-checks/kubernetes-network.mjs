// The NetworkPolicies of a rendered overlay, evaluated as a cluster would (policies add up; a pod
// no policy selects for a direction is open in that direction), against what the workloads are
// configured to call: every address a service reads must be reachable, and nothing more between
// the marketplace's own pods; only the gateway and the frontend remotes take traffic from the
// ingress controller; Prometheus reaches every process for /metrics.
import {
  byKind,
  containerPort,
  ingressBackends,
  isAppDeployment,
  selects,
  selectsAll,
  serviceTargets,
  workloadsOf,
} from './kubernetes-workloads.mjs';

/** The namespaces other workloads come from or go to (labelled kubernetes.io/metadata.name). */
export const INGRESS_NAMESPACE = 'ingress-nginx';
export const MONITORING_NAMESPACE = 'monitoring';
const NAMESPACE_LABEL = 'kubernetes.io/metadata.name';

/** Addresses a browser uses, not the process: nothing to let out. */
const NOT_CALLED = /^(PUBLIC_URL|PUBLIC_MEDIA_URL|.+_FORM_URL)$/;
const DEFAULT_PORTS = {
  'http:': 80,
  'https:': 443,
  'postgres:': 5432,
  'postgresql:': 5432,
  'redis:': 6379,
  'rediss:': 6379,
  'nats:': 4222,
  'tls:': 4222,
  'smtp:': 587,
  'smtps:': 465,
};
const PRIVATE = [/^10\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./];

const typesOf = (policy) => policy.spec?.policyTypes ?? ['Ingress', ...(policy.spec?.egress ? ['Egress'] : [])];

/**
 * Does `peer` (an entry of from/to) match `end`? `end` is { pod: workload } in this namespace,
 * { namespace } for a pod elsewhere in the cluster, or { internet: true }.
 */
function peerMatches(peer, end) {
  if (peer.ipBlock) {
    const privateBlock = PRIVATE.some((p) => p.test(peer.ipBlock.cidr));
    if (end.internet) return !privateBlock;
    return Boolean(end.namespace) && privateBlock;
  }
  if (peer.namespaceSelector) {
    if (!end.namespace) return false;
    if (!selects(peer.namespaceSelector, { [NAMESPACE_LABEL]: end.namespace })) return false;
    return peer.podSelector ? selectsAll(peer.podSelector) : true;
  }
  if (peer.podSelector) return Boolean(end.pod) && selects(peer.podSelector, end.pod.labels);
  return false;
}

/** Does a rule's port list let `port` through (empty: every port; names resolved on `portOwner`)? */
function portMatches(ports, port, portOwner) {
  if (!ports || ports.length === 0) return true;
  return ports.some((entry) => {
    if ((entry.protocol ?? 'TCP') !== 'TCP') return false;
    if (entry.port === undefined) return true;
    const number =
      typeof entry.port === 'number' ? entry.port : portOwner ? containerPort(portOwner, entry.port) : undefined;
    if (number === undefined) return false;
    return entry.endPort ? port >= number && port <= entry.endPort : port === number;
  });
}

function allowed(policies, subject, direction, other, port, portOwner) {
  const selecting = policies.filter(
    (policy) => selects(policy.spec?.podSelector, subject.labels) && typesOf(policy).includes(direction),
  );
  if (selecting.length === 0) return true;
  const key = direction === 'Ingress' ? 'ingress' : 'egress';
  const peersKey = direction === 'Ingress' ? 'from' : 'to';
  return selecting.some((policy) =>
    (policy.spec?.[key] ?? []).some(
      (rule) =>
        portMatches(rule.ports, port, portOwner) &&
        (!rule[peersKey] || rule[peersKey].length === 0 || rule[peersKey].some((peer) => peerMatches(peer, other))),
    ),
  );
}

/** May `from` (a workload here, or { namespace } / { internet }) open `port` on `to`? */
export function connectionAllowed(policies, from, to, port) {
  const egressOk = from.pod ? allowed(policies, from.pod, 'Egress', to, port, to.pod) : true;
  const ingressOk = to.pod ? allowed(policies, to.pod, 'Ingress', from, port, to.pod) : true;
  return egressOk && ingressOk;
}

/** Where an address leads: the workloads behind a rendered Service, another namespace, the internet. */
function destinationsOf(url, services, workloads) {
  const host = url.hostname;
  const port = Number(url.port) || DEFAULT_PORTS[url.protocol];
  if (!port) return [];
  if (!host.includes('.')) {
    const service = services.find((s) => s.metadata.name === host);
    // A name no rendered Service has: something the operator runs outside the overlay.
    if (!service) return [{ end: { namespace: '(outside the overlay)' }, port, label: `${host}:${port}` }];
    return serviceTargets(service, workloads, port).map(({ workload, port: target }) => ({
      end: { pod: workload },
      port: target,
      label: `${workload.name}:${target}`,
    }));
  }
  const labels = host.split('.');
  const namespace =
    labels.at(-1) === 'svc' || labels.length === 2
      ? labels[1]
      : labels.includes('svc')
        ? labels[labels.indexOf('svc') - 1]
        : undefined;
  if (namespace) return [{ end: { namespace }, port, label: `${host}:${port} (namespace ${namespace})` }];
  return [{ end: { internet: true }, port, label: `${host}:${port}` }];
}

/** Every address a container's environment gives it to call: [{ key, url }]. */
function addressesOf(env) {
  const result = [];
  for (const [key, value] of Object.entries(env)) {
    if (value === null || NOT_CALLED.test(key) || !/_(URL|ENDPOINT)$/.test(key)) continue;
    // A Sentinel group (packages/kit/src/data/redis-connection.ts) is one address per sentinel;
    // WHATWG URL refuses the comma-separated hosts, which would leave them all unchecked.
    const sentinels = /^rediss?\+sentinel:\/\/(?:[^@/]*@)?([^/?#]+)\//.exec(value);
    if (sentinels) {
      for (const hostPort of sentinels[1].split(',')) {
        const url = new URL(`redis://${hostPort.trim()}`);
        if (!url.port) url.port = '26379';
        result.push({ key, url });
      }
      continue;
    }
    try {
      result.push({ key, url: new URL(value) });
    } catch {
      // a relative path (PUBLIC_MEDIA_URL) or not an address
    }
  }
  return result;
}

/**
 * @param objects the rendered overlay
 * @param environments { [deploymentName]: { env } } of the app Deployments (kubernetes-env.mjs)
 */
export function networkProblems(objects, environments) {
  const problems = [];
  const policies = byKind(objects, 'NetworkPolicy');
  const services = byKind(objects, 'Service');
  const workloads = workloadsOf(objects);
  const apps = workloads.filter((w) => isAppDeployment(w.object));

  const denyAll = policies.find(
    (p) =>
      selectsAll(p.spec?.podSelector) &&
      typesOf(p).includes('Ingress') &&
      typesOf(p).includes('Egress') &&
      !(p.spec?.ingress ?? []).length &&
      !(p.spec?.egress ?? []).length,
  );
  if (!denyAll) problems.push('no default-deny NetworkPolicy (podSelector {}, Ingress and Egress, no rules)');

  for (const workload of workloads) {
    const own = policies.filter(
      (p) => !selectsAll(p.spec?.podSelector) && selects(p.spec?.podSelector, workload.labels),
    );
    if (own.length === 0)
      problems.push(
        `${workload.kind} ${workload.name}: no NetworkPolicy selects its pods (only the namespace-wide ones)`,
      );
    for (const policy of own) {
      if (!typesOf(policy).includes('Ingress')) continue;
      for (const rule of policy.spec?.ingress ?? []) {
        const where = `NetworkPolicy ${policy.metadata.name}`;
        if (!rule.from || rule.from.length === 0)
          problems.push(`${where}: ${workload.kind} ${workload.name} accepts connections from anywhere`);
        for (const peer of rule.from ?? []) {
          if (peer.ipBlock)
            problems.push(
              `${where}: ${workload.kind} ${workload.name} accepts addresses (ipBlock ${peer.ipBlock.cidr}); outside traffic comes through the ingress controller`,
            );
        }
      }
    }
    const fromIngress = (workload.pod.containers ?? []).some((c) =>
      (c.ports ?? []).some((p) =>
        connectionAllowed(policies, { namespace: INGRESS_NAMESPACE }, { pod: workload }, p.containerPort),
      ),
    );
    if (fromIngress && workload.name !== 'gateway' && workload.component !== 'frontend') {
      problems.push(
        `${workload.kind} ${workload.name} accepts connections from the ingress controller (only the gateway and the frontend remotes may)`,
      );
    }
  }

  // What each app workload is configured to call must be reachable.
  const calls = new Map();
  for (const app of apps) {
    const env = environments[app.name]?.env ?? {};
    const called = new Set();
    calls.set(app.name, called);
    for (const { key, url } of addressesOf(env)) {
      for (const destination of destinationsOf(url, services, workloads)) {
        if (destination.end.pod) called.add(`${destination.end.pod.name}:${destination.port}`);
        if (!connectionAllowed(policies, { pod: app }, destination.end, destination.port)) {
          problems.push(
            `Deployment ${app.name}: ${key}=${url.href} is blocked by the NetworkPolicies (${app.name} → ${destination.label})`,
          );
        }
      }
    }
  }
  // …and nothing else between the marketplace's own pods.
  const targets = workloads.filter((w) => isAppDeployment(w.object) || w.component === 'frontend');
  for (const from of apps) {
    for (const to of targets) {
      if (to === from) continue;
      for (const port of (to.pod.containers ?? []).flatMap((c) => (c.ports ?? []).map((p) => p.containerPort))) {
        if (calls.get(from.name).has(`${to.name}:${port}`)) continue;
        if (connectionAllowed(policies, { pod: from }, { pod: to }, port)) {
          problems.push(`NetworkPolicies let ${from.name} connect to ${to.name}:${port}, which it has no address of`);
        }
      }
    }
  }

  // Prometheus scrapes /metrics on each process's own port.
  for (const app of apps) {
    const port = app.pod.containers?.[0]?.ports?.[0]?.containerPort;
    if (port && !connectionAllowed(policies, { namespace: MONITORING_NAMESPACE }, { pod: app }, port)) {
      problems.push(
        `Deployment ${app.name}: Prometheus (namespace ${MONITORING_NAMESPACE}) cannot reach /metrics on ${port}`,
      );
    }
  }

  // What the Ingress routes to must take the ingress controller's connections.
  for (const ingress of byKind(objects, 'Ingress')) {
    for (const { entry, service, port } of ingressBackends(ingress, services)) {
      if (!service || port === undefined) continue;
      for (const { workload, port: target } of serviceTargets(service, workloads, port.port)) {
        if (!connectionAllowed(policies, { namespace: INGRESS_NAMESPACE }, { pod: workload }, target)) {
          problems.push(
            `Ingress ${ingress.metadata.name}: ${entry.path} goes to ${workload.name}:${target}, which the NetworkPolicies close to the ingress controller`,
          );
        }
      }
    }
  }
  return problems;
}
