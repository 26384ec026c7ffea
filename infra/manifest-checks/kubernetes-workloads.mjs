// The pods a rendered overlay runs, whatever object makes them (Deployment, StatefulSet, Job…),
// and which of them are the marketplace's own processes.

export const COMPONENT = 'app.kubernetes.io/component';
export const NAME = 'app.kubernetes.io/name';

/** Kinds whose spec.template is a pod template. */
const POD_TEMPLATE_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'ReplicaSet']);

export const byKind = (objects, kind) => objects.filter((object) => object.kind === kind);

/**
 * [{ kind, name, object, labels, pod (the pod spec), containers (init containers too), component }]
 * for every object that makes pods (a CronJob's job template included).
 */
export function workloadsOf(objects) {
  const result = [];
  for (const object of objects) {
    const template = POD_TEMPLATE_KINDS.has(object.kind)
      ? object.spec?.template
      : object.kind === 'CronJob'
        ? object.spec?.jobTemplate?.spec?.template
        : undefined;
    if (!template) continue;
    const labels = template.metadata?.labels ?? {};
    const pod = template.spec ?? {};
    result.push({
      kind: object.kind,
      name: object.metadata?.name,
      object,
      labels,
      pod,
      component: labels[COMPONENT],
      containers: [...(pod.initContainers ?? []), ...(pod.containers ?? [])],
    });
  }
  return result;
}

/**
 * A Deployment of the marketplace's own processes (gateway and services: a config schema each),
 * as opposed to a frontend remote (static files) or a development data service (third-party image).
 */
export function isAppDeployment(deployment) {
  const component = deployment.spec?.template?.metadata?.labels?.[COMPONENT];
  return deployment.kind === 'Deployment' && component !== 'frontend' && component !== 'infrastructure';
}

/** Does a label selector ({matchLabels, matchExpressions}) select these labels? {} selects all. */
export function selects(selector, labels = {}) {
  if (!selector) return false;
  for (const [key, value] of Object.entries(selector.matchLabels ?? {})) if (labels[key] !== value) return false;
  for (const { key, operator, values = [] } of selector.matchExpressions ?? []) {
    const has = Object.hasOwn(labels, key);
    if (operator === 'In' && !(has && values.includes(labels[key]))) return false;
    if (operator === 'NotIn' && has && values.includes(labels[key])) return false;
    if (operator === 'Exists' && !has) return false;
    if (operator === 'DoesNotExist' && has) return false;
  }
  return true;
}

/** An empty selector ({} or no terms): every pod of the namespace. */
export const selectsAll = (selector) =>
  Boolean(selector) &&
  Object.keys(selector.matchLabels ?? {}).length === 0 &&
  (selector.matchExpressions ?? []).length === 0;

/** The workloads whose pods a Service sends to, with the container port its `port` reaches. */
export function serviceTargets(service, workloads, port) {
  const entry = (service.spec?.ports ?? []).find((p) => String(p.port) === String(port)) ?? service.spec?.ports?.[0];
  if (!entry || !service.spec?.selector) return [];
  return workloads
    .filter((w) => selects({ matchLabels: service.spec.selector }, w.labels))
    .map((workload) => ({ workload, port: containerPort(workload, entry.targetPort ?? entry.port) }))
    .filter((target) => target.port !== undefined);
}

/** A port number or name resolved against a workload's container ports. */
export function containerPort(workload, port) {
  if (typeof port === 'number' || /^\d+$/.test(String(port))) return Number(port);
  for (const container of workload.pod.containers ?? []) {
    const found = (container.ports ?? []).find((p) => p.name === port);
    if (found) return found.containerPort;
  }
  return undefined;
}

/**
 * Each path of an Ingress with the Service and the Service port it names (both undefined when the
 * rendered objects have no such Service or port).
 */
export function ingressBackends(ingress, services) {
  return (ingress.spec?.rules ?? []).flatMap((rule) =>
    (rule.http?.paths ?? []).map((entry) => {
      const backend = entry.backend?.service;
      const service = services.find((s) => s.metadata.name === backend?.name);
      const port = service?.spec?.ports?.find(
        (p) => p.name === backend?.port?.name || p.port === backend?.port?.number,
      );
      return { entry, backend, service, port };
    }),
  );
}
