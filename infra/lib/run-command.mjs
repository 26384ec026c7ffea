// Runs a command to completion without a shell; resolves with its output, rejects with it.
import { spawn } from 'node:child_process';

export function runCommand(command, args, { timeoutMs = 60_000, env = process.env, cwd } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${command}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else {
        const how = signal ? `killed by ${signal}` : `exit code ${code}`;
        reject(new Error(`${[command, ...args].join(' ')} failed (${how})\n${output.trim()}`));
      }
    });
  });
}
