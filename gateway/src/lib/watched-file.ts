import { readFile, stat } from 'node:fs/promises';

export interface WatchedFile {
  text: string;
  /** Changes with the file (size and modification time): a rebuilt file is a new version. */
  version: string;
}

/**
 * A file's text, read again only when the file changed (a stat per call), so what is made from it
 * follows a new build or a swapped mount without a restart. Undefined while there is no such file.
 */
export function watchedFileReader(file: string): () => Promise<WatchedFile | undefined> {
  let current: WatchedFile | undefined;
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
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined) return undefined;
      current = { text, version };
    }
    return current;
  };
}
