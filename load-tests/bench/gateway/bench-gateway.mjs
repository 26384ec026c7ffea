// The gateway benchmark (issue 2, Performance): the same authenticated call, direct to identity
// and through the gateway, in one run; the ratio says what the hop costs.
import os from 'node:os';
import { GATEWAY_NODE_OPTIONS } from '../../../infra/lib/services.mjs';
import { freePort, startProcess, stopProcess } from '../processes.mjs';
import { benchToken } from './bench-session.mjs';
import { measureTargets } from './measure.mjs';
import { startNginx } from './nginx.mjs';
import { gatewaySection, writeGatewaySection } from './report.mjs';
import { benchStack } from './stack.mjs';

const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);

export async function benchGateway() {
  const settings = {
    connections: number('BENCH_CONNECTIONS', 50),
    durationS: number('BENCH_DURATION_S', 12),
    warmupS: number('BENCH_WARMUP_S', 3),
    rounds: number('BENCH_ROUNDS', 4),
    runs: number('BENCH_RUNS', 3),
    logLevel: process.env.BENCH_LOG_LEVEL || 'warn',
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    loadAverage: os.loadavg()[0],
  };
  const stack = await benchStack({ logLevel: settings.logLevel });
  let nginx = null;
  let bareNode = null;
  try {
    settings.stackNote = stack.reused.length
      ? `reused the running ${stack.reused.join(' and ')}; their own log level applies`
      : `identity and gateway started by the bench, the gateway with \`NODE_OPTIONS=${GATEWAY_NODE_OPTIONS}\` as in production`;
    if (stack.reused.length) settings.logLevel = 'as running';
    const token = await benchToken(stack.gatewayUrl);
    const targets = [
      { name: 'direct', url: `${stack.identityUrl}/api/auth/authenticate` },
      { name: 'gateway', url: `${stack.gatewayUrl}/api/auth/authenticate` },
    ];
    // nginx in front of the same identity, in the same rounds: what a plain reverse proxy keeps.
    const pids = { ...stack.pids };
    if (process.env.BENCH_NGINX !== '0') {
      nginx = await startNginx(stack.identityUrl);
      if (nginx) {
        targets.push({ name: 'nginx', url: `${nginx.url}/api/auth/authenticate` });
        if (nginx.workerPid) pids.nginx = nginx.workerPid;
        settings.nginx = nginx.version;
      } else {
        settings.nginxMissing = 'nginx is not installed here (`apt-get install -y nginx`), so it was not measured';
        console.warn(settings.nginxMissing);
      }
    }
    // The least any Node.js proxy costs (bare-node-proxy.mjs): what of the gateway's hop is Node's
    // HTTP itself, and what is its own rules.
    if (process.env.BENCH_BARE_NODE !== '0') {
      bareNode = await startProcess('bare-node-proxy', 'load-tests/bench/gateway/bare-node-proxy.mjs', {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(await freePort()),
        UPSTREAM_URL: new URL(stack.identityUrl).origin,
      });
      targets.push({ name: 'bareNode', url: `${bareNode.url}/api/auth/authenticate` });
      pids.bareNode = bareNode.pid;
    }
    console.log(`measuring ${targets.map((target) => target.url).join(' and ')}`);
    // Several runs, each a full measurement (warm-up included): other work on the machine comes and
    // goes, and one run can land in a busy or a quiet minute. The report shows each and the median.
    const runs = [];
    for (let run = 1; run <= settings.runs; run++) {
      const result = await measureTargets({
        targets,
        token,
        connections: settings.connections,
        durationS: settings.durationS,
        warmupS: settings.warmupS,
        rounds: settings.rounds,
        pids,
      });
      runs.push(result);
      const ratio = result.gateway.requestsPerSecond / result.direct.requestsPerSecond;
      const via = (name, label) =>
        result[name]
          ? `, ${label} ${result[name].requestsPerSecond.toFixed(0)}/s, ratio ${(result[name].requestsPerSecond / result.direct.requestsPerSecond).toFixed(2)}`
          : '';
      const viaNginx = via('nginx', 'nginx') + via('bareNode', 'bare Node proxy');
      console.log(
        `run ${run}/${settings.runs}: direct ${result.direct.requestsPerSecond.toFixed(0)}/s, ` +
          `gateway ${result.gateway.requestsPerSecond.toFixed(0)}/s, ratio ${ratio.toFixed(2)}${viaNginx}` +
          `; gateway CPU ${result.gateway.cpuPerRequest.gateway?.toFixed(0) ?? '–'} µs/request`,
      );
    }

    const section = gatewaySection({ runs, settings });
    writeGatewaySection(section);
    console.log(`${section}\n(written to docs/benchmarks.md)`);
  } finally {
    await nginx?.stop();
    if (bareNode) await stopProcess(bareNode);
    await stack.stop();
  }
}
