export type FormEntry =
  | [field: string, value: string]
  | [field: string, content: Buffer, filename: string, type?: string];

/** The platform's FormData of `entries` (a body for fetch as it is). */
export function formDataOf(entries: FormEntry[]): FormData {
  const form = new FormData();
  for (const entry of entries) {
    if (entry.length === 2) form.append(entry[0], entry[1]);
    else
      form.append(
        entry[0],
        new Blob([new Uint8Array(entry[1])], { type: entry[3] ?? 'application/octet-stream' }),
        entry[2],
      );
  }
  return form;
}

/** A multipart body for app.inject, built by the platform's own FormData encoder. */
export async function multipart(entries: FormEntry[]) {
  const encoded = new Response(formDataOf(entries));
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') as string },
  };
}

/**
 * The same form cut short mid-file, as a dropped connection or a client that stopped writing
 * leaves it: the body ends without its closing boundary. The request itself is whole (its length
 * matches), so only the form is broken.
 */
export async function cutShortMultipart(entries: FormEntry[]) {
  const form = await multipart(entries);
  return { ...form, payload: form.payload.subarray(0, Math.floor(form.payload.length * 0.6)) };
}
