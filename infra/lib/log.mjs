// Console output of the infra scripts: one prefix per source, colours only on a terminal.
const COLOURS = [36, 35, 33, 32, 34, 91, 96, 95, 93, 92];
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
let next = 0;
const assigned = new Map();
let width = 8;

function paint(code, text) {
  return useColour ? `\x1b[${code}m${text}\x1b[0m` : text;
}

/** The `[name]` prefix of a source, padded so that log columns line up. */
export function prefix(name) {
  if (!assigned.has(name)) assigned.set(name, COLOURS[next++ % COLOURS.length]);
  width = Math.max(width, name.length);
  return paint(assigned.get(name), `[${name}]`.padEnd(width + 2));
}

export const log = {
  info: (msg) => console.log(`${prefix('infra')} ${msg}`),
  ok: (msg) => console.log(`${prefix('infra')} ${paint(32, '✔')} ${msg}`),
  warn: (msg) => console.warn(`${prefix('infra')} ${paint(33, '!')} ${msg}`),
  error: (msg) => console.error(`${prefix('infra')} ${paint(31, '✖')} ${msg}`),
  bold: (msg) => paint(1, msg),
};

/** Splits a stream into lines and writes each with the source's prefix. */
export function pipeWithPrefix(stream, name, out = process.stdout, onLine) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) {
      out.write(`${prefix(name)} ${line}\n`);
      onLine?.(line);
    }
  });
  stream.on('end', () => {
    if (buffer) {
      out.write(`${prefix(name)} ${buffer}\n`);
      onLine?.(buffer);
    }
  });
}
