import type { User } from '@art/sdk';
import { Avatar, CUT_LENGTHS, cutText, MenuButton, useSession } from '@art/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { profileMenuEntries } from '../profileMenuEntries.js';

type ProfileMenuProps = { user: User };

export function ProfileMenu({ user }: ProfileMenuProps) {
  const { t } = useTranslation('shell');
  const [, navigate] = useLocation();
  const { signOut } = useSession();
  const items = profileMenuEntries(user).map((entry) => ({
    id: entry.id,
    label: t(entry.labelKey),
    onSelect: () => (entry.to ? navigate(entry.to) : signOut()),
  }));
  return (
    <MenuButton
      label={t('header.profileMenu')}
      testId="profile-menu"
      items={items}
      trigger={
        <>
          <Avatar picture={user.picture} name={user.name} size={32} />
          <span className="shell-profile-name" data-testid="header-user-name">
            {cutText(user.name, CUT_LENGTHS.headerName)}
          </span>
        </>
      }
    />
  );
}
