import { spawn } from 'node:child_process';

export interface RunCommandOptions {
  command: string;
  args?: readonly string[];
  cwd?: string;
  /**
   * The child's whole environment, not merged over this process's: a test that mimics a pod wants
   * only what the pod would have. Default: this process's environment.
   */
  env?: NodeJS.ProcessEnv;
  /** Written to the child's stdin, which is then closed. Without it stdin is closed from the start. */
  input?: string;
  /** SIGKILL after this long: a hung command should fail its test rather than hold the run open. */
  timeoutMs?: number;
}

export interface CommandResult {
  /** null when a signal ended it. */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** True when timeoutMs ran out and the command was killed. */
  timedOut: boolean;
}

/**
 * Runs a command to its end and resolves with its exit code and its whole output. Resolves for any
 * exit, failing ones too, since the exit code is usually what the caller asserts; rejects only when
 * the command could not be started at all.
 */
export function runCommand({
  command,
  args = [],
  cwd,
  env,
  input,
  timeoutMs,
}: RunCommandOptions): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    // Decoding per stream rather than per chunk keeps a multi-byte character split across chunks whole.
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    // Closed at once when there is no input: an inherited or open-but-unwritten stdin would leave a
    // command that reads it waiting forever. A command that exits without reading its input closes
    // the pipe first; that EPIPE says nothing about the command, so it is not an error here.
    child.stdin.on('error', () => {});
    child.stdin.end(input);

    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
          }, timeoutMs);

    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // 'close' rather than 'exit': only then has all the output been read.
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, timedOut });
    });
  });
}
