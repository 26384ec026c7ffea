/** A decoded Stripe API request body: Stripe encodes nested objects and arrays as `a[b][0][c]=v`. */
export type StripeParams = { [key: string]: string | StripeParams };

export function parseStripeForm(body: string): StripeParams {
  const root: StripeParams = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node = root;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) {
        node[part] = value;
        break;
      }
      const next = node[part];
      if (typeof next === 'object') {
        node = next;
      } else {
        const created: StripeParams = {};
        node[part] = created;
        node = created;
      }
    }
  }
  return root;
}

function keyPath(key: string): string[] {
  const head = /^[^[]+/.exec(key)?.[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]);
  return [head, ...rest];
}

/** Stripe's arrays arrive as objects keyed "0", "1", ...; this lists them in index order. */
export function listOf(value: string | StripeParams | undefined): (string | StripeParams)[] {
  if (value === undefined || typeof value === 'string') return [];
  return Object.keys(value)
    .filter((k) => /^\d+$/.test(k))
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => value[k]);
}

export function textAt(params: StripeParams | string | undefined, ...path: string[]): string | undefined {
  let node: StripeParams | string | undefined = params;
  for (const part of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
