import { type ApiBody, type RequestOptions, request } from './core.js';
import type { CategoryRef, ShippingInfo, User } from './types.js';

type UserResponse = ApiBody & { message: User };

export async function getProfile(token: string, options?: RequestOptions): Promise<User> {
  return (await request<UserResponse>('/user/profile', { ...options, token })).message;
}

export async function getUserBySlug(slug: string, options?: RequestOptions): Promise<User> {
  return (await request<UserResponse>(`/user/getbyslug/${encodeURIComponent(slug)}`, options)).message;
}

export async function getUserById(id: string, options?: RequestOptions): Promise<User> {
  return (await request<UserResponse>(`/user/get/${encodeURIComponent(id)}`, options)).message;
}

export type ProfileUpdate = {
  name: string;
  picture?: Blob | null;
  cover?: Blob | null;
  /** MM/DD/YYYY, as the API expects. */
  dob?: string;
  address?: string;
  biography?: string;
  achievements?: string;
  categories?: CategoryRef[];
  isPrivate?: boolean;
  shippingInfo?: ShippingInfo;
};

export function profileUpdateForm(update: ProfileUpdate): FormData {
  const form = new FormData();
  if (update.picture) form.append('picture', update.picture, 'picture.jpg');
  if (update.cover) form.append('cover', update.cover, 'cover.jpg');
  form.append('name', update.name);
  if (update.dob !== undefined) form.append('info.dob', update.dob);
  if (update.address !== undefined) form.append('info.address', update.address);
  if (update.biography !== undefined) form.append('info.biography', update.biography);
  if (update.achievements !== undefined) form.append('info.achievements', update.achievements);
  if (update.categories) form.append('info.categories', JSON.stringify(update.categories));
  if (update.isPrivate !== undefined) form.append('settings.private', String(update.isPrivate));
  // An emptied field goes as '' so the server clears it; only a field left out keeps its value.
  for (const [key, value] of Object.entries(update.shippingInfo ?? {})) {
    if (value === undefined) continue;
    form.append(`shippingInfo.${key}`, String(value));
  }
  return form;
}

export function updateProfile(token: string, update: ProfileUpdate, options?: RequestOptions) {
  return request<ApiBody & { user: User }>('/user/update', { ...options, token, body: profileUpdateForm(update) });
}
