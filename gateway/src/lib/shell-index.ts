import { readFile, stat } from 'node:fs/promises';

export interface ShellIndex {
  html: string;
  /** Changes with the file (size and modification time): a rebuilt shell is a new version. */
  version: string;
}

/**
 * The shell's built index.html, read again only when the file changed (a stat per call, as the
 * static files are looked up at each request), so pages made from it follow a new build without a
 * restart. Undefined while the shell is not built.
 */
export function shellIndexReader(file: string): () => Promise<ShellIndex | undefined> {
  let current: ShellIndex | undefined;
  return async () => {
    let version: string;
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      version = `${info.size}:${info.mtimeMs}`;
    } catch {
      return undefined;
    }
    if (current?.version !== version) {
      const html = await readFile(file, 'utf8').catch(() => undefined);
      if (html === undefined) return undefined;
      current = { html, version };
    }
    return current;
  };
}
