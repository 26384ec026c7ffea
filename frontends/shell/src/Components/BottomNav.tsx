import { Icon, type IconName, useSession } from '@art/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from './NavLink.js';

type BottomNavProps = { onOpenUserMenu: () => void };

// Five icons with short labels under them: home, a fixed page (exhibitions), the gallery on all
// categories, another fixed page (feed), and the user menu when signed in (login otherwise).
const LINKS: { key: 'home' | 'exhibitions' | 'gallery' | 'feed'; to: string; icon: IconName }[] = [
  { key: 'home', to: '/', icon: 'home' },
  { key: 'exhibitions', to: '/exhibitions', icon: 'exhibition' },
  { key: 'gallery', to: '/gallery/all', icon: 'gallery' },
  { key: 'feed', to: '/feed', icon: 'feed' },
];

/** An item's icon and its visible label (which is also its accessible name). */
function ItemContent({ icon, label }: { icon: IconName; label: string }) {
  return (
    <>
      <Icon name={icon} size={22} />
      <span className="shell-bottom-nav__label">{label}</span>
    </>
  );
}

export function BottomNav({ onOpenUserMenu }: BottomNavProps) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  return (
    <nav className="shell-bottom-nav shell-mobile-only" aria-label={t('header.bottomNav')} data-testid="bottom-nav">
      {LINKS.map((link) => (
        <NavLink key={link.key} to={link.to} end={link.to === '/'} className="shell-bottom-nav__item">
          <ItemContent icon={link.icon} label={t(`bottomNav.${link.key}`)} />
        </NavLink>
      ))}
      {user ? (
        <button type="button" className="shell-bottom-nav__item" onClick={onOpenUserMenu}>
          <ItemContent icon="user" label={t('bottomNav.account')} />
        </button>
      ) : (
        <NavLink to="/login" className="shell-bottom-nav__item">
          <ItemContent icon="user" label={t('bottomNav.login')} />
        </NavLink>
      )}
    </nav>
  );
}
