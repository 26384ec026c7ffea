import type { LanguageResponse, MemberLanguage } from '@art/contracts';
import type { ApiBody, RequestOptions } from './core.js';
import { callEndpoint } from './declared-route.js';
import { identityRoutes as routes } from './routes/identity.js';
import type { CategoryRef, ShippingInfo, User } from './types.js';

export async function getProfile(token: string, options?: RequestOptions): Promise<User> {
  return (await callEndpoint(routes.ownProfile, {}, { ...options, token })).message;
}

// The owner gets their own view, anyone else the public one, without the personal fields (e-mail,
// birth date, address, shipping): typed as User as before, so those may be missing.
export async function getUserBySlug(slug: string, options?: RequestOptions): Promise<User> {
  return (await callEndpoint(routes.profileBySlug, { params: { slug } }, options)).message as User;
}

export async function getUserById(id: string, options?: RequestOptions): Promise<User> {
  return (await callEndpoint(routes.profileById, { params: { id } }, options)).message as User;
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

export function updateProfile(
  token: string,
  update: ProfileUpdate,
  options?: RequestOptions,
): Promise<ApiBody & { user: User }> {
  return callEndpoint(routes.updateProfile, { body: profileUpdateForm(update) }, { ...options, token });
}

/** The language the member's mails (and, later, pages) are in; answers the one saved. */
export function saveLanguage(
  token: string,
  language: MemberLanguage,
  options?: RequestOptions,
): Promise<LanguageResponse> {
  return callEndpoint(routes.updateLanguage, { body: { language } }, { ...options, token });
}
