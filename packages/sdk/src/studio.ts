import { type ApiBody, type RequestOptions, request } from './core.js';
import { pathOf } from './declared-route.js';
import { identityRoutes } from './routes/identity.js';
import type { User } from './types.js';

export function requestStudio(token: string, body: { images: Blob[]; message: string }, options?: RequestOptions) {
  const form = new FormData();
  for (const image of body.images) form.append('images[]', image, (image as File).name ?? 'image.jpg');
  form.append('message', body.message);
  return request(pathOf(identityRoutes.requestStudio), { ...options, token, method: 'POST', body: form });
}

export function validateArtistCode(token: string, code: string, options?: RequestOptions) {
  return request<ApiBody & { user: User; token: string }>(pathOf(identityRoutes.redeemArtistCode), {
    ...options,
    token,
    method: 'POST',
    body: { code },
  });
}
