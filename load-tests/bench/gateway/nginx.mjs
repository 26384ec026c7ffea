// nginx as a reference proxy in the gateway benchmark: the same call through nginx's proxy_pass
// (upstream keep-alive, one worker like the gateway's one event loop), measured in the same
// rounds, so "what a plain reverse proxy costs" is read off the same run and machine load.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUN_DIR } from '../../../infra/lib/config.mjs';
import { freePort } from '../processes.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The nginx binary, or null when it is not installed (`apt-get install -y nginx` on Debian). */
export function nginxBinary() {
  const candidates = [process.env.BENCH_NGINX, 'nginx', '/usr/sbin/nginx'].filter(Boolean);
  for (const binary of candidates) {
    const probe = spawnSync(binary, ['-v'], { encoding: 'utf8' });
    if (probe.status === 0)
      return { binary, version: (probe.stderr || probe.stdout).trim().replace(/^nginx version: /, '') };
  }
  return null;
}

/** The pids of `pid`'s children (nginx's workers), from /proc. */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    const children = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
        if (Number(fields[1]) === pid) children.push(Number(entry));
      } catch {}
    }
    return children;
  }
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * nginx in front of `upstreamUrl` (identity), started for the run: `proxy_pass` to an upstream with
 * `keepalive`, HTTP/1.1 and `Connection ""` (connections to identity are reused, as the gateway's
 * undici pool does), no access log (the gateway logs nothing per request at `warn` either), one
 * worker. Returns { url, workerPid, version, stop() }, or null when nginx is not installed.
 */
export async function startNginx(upstreamUrl) {
  const found = nginxBinary();
  if (found === null) return null;
  const upstream = new URL(upstreamUrl);
  const port = await freePort();
  const dir = path.join(RUN_DIR, 'bench-nginx');
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const config = `
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  keepalive_requests 1000000;
  upstream identity {
    server ${upstream.hostname}:${upstream.port};
    keepalive 128;
    keepalive_requests 1000000;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://identity;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(found.binary, ['-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await answers(`${url}/ready`))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start (see ${dir}/logs/error.log)`);
    await sleep(100);
  }
  const [workerPid] = childrenOf(child.pid);
  return {
    url,
    workerPid,
    version: found.version,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
