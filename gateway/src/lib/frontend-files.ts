import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The file `relative` names inside `root`, or undefined when there is none or the name tries to
 * leave the folder (`..`, absolute paths, NUL bytes).
 */
export async function fileInside(root: string, relative: string): Promise<string | undefined> {
  if (relative.includes('\0')) return undefined;
  const absolute = path.resolve(root, relative);
  if (absolute !== root && !absolute.startsWith(root + path.sep)) return undefined;
  try {
    return (await stat(absolute)).isFile() ? path.relative(root, absolute) : undefined;
  } catch {
    return undefined;
  }
}

/** The URL path decoded, or undefined when it is not valid percent-encoding. */
export function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0]);
  } catch {
    return undefined;
  }
}
