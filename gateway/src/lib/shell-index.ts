import { watchedFileReader } from './watched-file.js';

export interface ShellIndex {
  html: string;
  /** Changes with the file (size and modification time): a rebuilt shell is a new version. */
  version: string;
}

/**
 * The shell's built index.html, read again only when the file changed, so pages made from it follow
 * a new build without a restart. Undefined while the shell is not built.
 */
export function shellIndexReader(file: string): () => Promise<ShellIndex | undefined> {
  const read = watchedFileReader(file);
  return async () => {
    const index = await read();
    return index && { html: index.text, version: index.version };
  };
}
