// The services' config schemas, as the services themselves read them: config-oracle.ts runs in a
// child process under tsx with the workspaces' source condition (the TypeScript sources are the
// truth, and the unit tests run before anything is built).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ORACLE = fileURLToPath(new URL('./config-oracle.ts', import.meta.url));

/**
 * Asks the oracle about each environment ({ id, workload, env: {KEY: value | null} }).
 * Resolves to { workloads: {name: {config, keys: {KEY: {required, default?}}}}, results: {id: {problems}} }.
 */
export function evaluateEnvironments(requests = [], { root = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=@art/source', '--import', 'tsx', ORACLE, root], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`reading the config schemas failed (exit ${code}):\n${stderr}`));
      try {
        resolve(JSON.parse(stdout.trim().split('\n').at(-1)));
      } catch {
        reject(new Error(`config-oracle printed no JSON:\n${stdout}\n${stderr}`));
      }
    });
    child.stdin.end(JSON.stringify({ requests }));
  });
}
