// The module hooks inert-css.mjs registers: a .css file loads as an empty module.
export async function load(url, context, nextLoad) {
  if (new URL(url).pathname.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
