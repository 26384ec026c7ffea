import { readdir, readFile, readlink } from 'node:fs/promises';

/**
 * Whether process `pid` is the one listening on 127.0.0.1:`port` (Linux: /proc/net/tcp gives the
 * listening socket's inode, /proc/<pid>/fd the process's sockets). Where /proc cannot be read the
 * answer is `undefined`: not known.
 *
 * Why it is asked: a port chosen free is released before the service binds it, and a test file
 * running beside (its own stack, its own ports chosen at the same moment) can take it first; the
 * new process then dies with EADDRINUSE, but the other stack's service of the same name has
 * already answered its /ready, and this stack would go on talking to a stranger.
 */
export async function listensOn(pid: number, port: number): Promise<boolean | undefined> {
  let table: string;
  try {
    table = await readFile('/proc/net/tcp', 'utf8');
  } catch {
    return undefined;
  }
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const LISTEN = '0A';
  const inodes = new Set<string>();
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields[1] === local && fields[3] === LISTEN && fields[9]) inodes.add(fields[9]);
  }
  if (inodes.size === 0) return false;
  let fds: string[];
  try {
    fds = await readdir(`/proc/${pid}/fd`);
  } catch {
    return undefined;
  }
  for (const fd of fds) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode && inodes.has(inode)) return true;
  }
  return false;
}

/**
 * Thrown by startService when another process holds the port: it answered /ready in the new
 * process's stead, or the new process died with EADDRINUSE.
 */
export class PortTakenError extends Error {
  constructor(
    readonly service: string,
    readonly port: number,
  ) {
    super(`${service}: port ${port} is held by another process; choose other ports`);
    this.name = 'PortTakenError';
  }
}
