import { type ApiBody, type RequestOptions, request } from './core.js';
import type { User } from './types.js';

export function requestStudio(token: string, body: { images: Blob[]; message: string }, options?: RequestOptions) {
  const form = new FormData();
  for (const image of body.images) form.append('images[]', image, (image as File).name ?? 'image.jpg');
  form.append('message', body.message);
  return request('/users/become-artist', { ...options, token, body: form });
}

export function validateArtistCode(token: string, code: string, options?: RequestOptions) {
  return request<ApiBody & { user: User; token: string }>('/users/validatecode', { ...options, token, body: { code } });
}
