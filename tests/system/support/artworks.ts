import assert from 'node:assert/strict';
import { type Member, paintingPng } from './members.js';
import type { Stack } from './stack.js';

/**
 * An artist's artwork uploaded through the gateway (the path the upload page takes), so that it
 * reaches every area the way artworks do: catalogue's events feed commerce's products and the rest.
 */
export async function uploadArtwork(
  stack: Stack,
  painter: Member,
  fields: { name: string; price: number; stock: number; description?: string },
): Promise<{ slug: string; id: string }> {
  const categories = await stack.api('/categories');
  const painting = categories.body.message.find((c: { slug: string }) => c.slug === 'painting');
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await paintingPng())], { type: 'image/png' }), 'painting.png');
  form.append('name', fields.name);
  form.append('description', fields.description ?? '');
  form.append('categories[]', painting._id);
  form.append('price', String(fields.price));
  form.append('stock', String(fields.stock));
  const response = await fetch(`${stack.gateway.url}/api/artwork/upload`, {
    method: 'POST',
    headers: { authorization: `JWT ${painter.token}` },
    body: form,
  });
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  const shown = await stack.api(`/product/${body.data.productSlug}`);
  assert.equal(shown.status, 200, JSON.stringify(shown.body));
  return { slug: body.data.productSlug, id: shown.body.message._id };
}
