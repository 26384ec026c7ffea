import { canRequestStudio, type User } from '@art/sdk';
import { audienceOf } from './session/audience.js';

export type ProfileMenuEntry = { id: string; labelKey: string; to?: string };

/**
 * The profile menu, top to bottom; Get into Studio only for the roles that may ask for a studio, the
 * operators' console only for operators (its routes are visible to them alone).
 */
export function profileMenuEntries(user: Pick<User, 'slug' | 'role' | 'updated'>): ProfileMenuEntry[] {
  const entries: ProfileMenuEntry[] = [
    { id: 'profile', labelKey: 'menu.profile', to: `/profile/${user.slug}` },
    { id: 'inbox', labelKey: 'menu.inbox', to: '/inbox' },
    { id: 'upload', labelKey: 'menu.uploadArtwork', to: '/upload' },
    user.updated === 'true'
      ? { id: 'edit', labelKey: 'menu.editInformation', to: '/edit' }
      : { id: 'edit', labelKey: 'menu.updateProfile', to: '/edit' },
    { id: 'privacy', labelKey: 'menu.privacy', to: '/privacy' },
  ];
  if (canRequestStudio(user.role))
    entries.push({ id: 'studio', labelKey: 'menu.getIntoStudio', to: `/${user.slug}/get-studio` });
  if (audienceOf(user) === 'operator') entries.push({ id: 'console', labelKey: 'menu.console', to: '/moderation' });
  entries.push({ id: 'orders', labelKey: 'menu.myOrders', to: '/order' }, { id: 'logout', labelKey: 'menu.logOut' });
  return entries;
}
