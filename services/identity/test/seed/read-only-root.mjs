// Preloaded into a process to stand in for a pod's read-only root file system (the tests run as
// root, where a chmod would not stop anything): every write outside the temporary directory (an
// emptyDir in a pod) fails with EROFS, as the kernel would answer.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const writable = path.resolve(os.tmpdir());
// The image's code stays read-only even when the checkout itself lies under the temporary
// directory (a CI clone in /tmp): READ_ONLY_CODE_DIR names it.
const code = process.env.READ_ONLY_CODE_DIR ? path.resolve(process.env.READ_ONLY_CODE_DIR) : undefined;
const inside = (file, dir) => file === dir || file.startsWith(`${dir}${path.sep}`);
const allowed = (target) => {
  const resolved = path.resolve(String(target instanceof URL ? target.pathname : target));
  return inside(resolved, writable) && !(code && inside(resolved, code));
};
const refuse = (name, target) =>
  Object.assign(new Error(`EROFS: read-only file system, ${name} '${target}'`), { code: 'EROFS', syscall: name });
const writes = (flags) => flags !== undefined && flags !== 'r' && flags !== fs.constants.O_RDONLY;

for (const name of ['writeFile', 'appendFile', 'mkdir', 'rm', 'unlink', 'rename', 'copyFile']) {
  const original = fs.promises[name];
  fs.promises[name] = (target, ...rest) =>
    allowed(target) ? original(target, ...rest) : Promise.reject(refuse(name, target));
  const sync = fs[`${name}Sync`];
  fs[`${name}Sync`] = (target, ...rest) => {
    if (!allowed(target)) throw refuse(name, target);
    return sync(target, ...rest);
  };
}
const open = fs.promises.open;
fs.promises.open = (target, flags, ...rest) =>
  writes(flags) && !allowed(target) ? Promise.reject(refuse('open', target)) : open(target, flags, ...rest);
const openSync = fs.openSync;
fs.openSync = (target, flags, ...rest) => {
  if (writes(flags) && !allowed(target)) throw refuse('open', target);
  return openSync(target, flags, ...rest);
};
syncBuiltinESMExports();
