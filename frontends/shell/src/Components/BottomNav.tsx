import { Icon, type IconName, useSession } from '@art/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from './NavLink.js';

type BottomNavProps = { onOpenUserMenu: () => void };

// Five icons: home, a fixed page (exhibitions), the gallery on all categories, another fixed page
// (feed), and the user menu when signed in (login otherwise).
const LINKS: { key: string; to: string; icon: IconName }[] = [
  { key: 'home', to: '/', icon: 'home' },
  { key: 'exhibitions', to: '/exhibitions', icon: 'exhibition' },
  { key: 'gallery', to: '/gallery/all', icon: 'gallery' },
  { key: 'feed', to: '/feed', icon: 'feed' },
];

export function BottomNav({ onOpenUserMenu }: BottomNavProps) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  return (
    <nav className="shell-bottom-nav shell-mobile-only" aria-label={t('header.bottomNav')} data-testid="bottom-nav">
      {LINKS.map((link) => (
        <NavLink
          key={link.key}
          to={link.to}
          end={link.to === '/'}
          className="shell-bottom-nav__item"
          aria-label={t(`nav.${link.key}`)}
        >
          <Icon name={link.icon} />
        </NavLink>
      ))}
      {user ? (
        <button
          type="button"
          className="shell-bottom-nav__item"
          aria-label={t('header.account')}
          onClick={onOpenUserMenu}
        >
          <Icon name="user" />
        </button>
      ) : (
        <NavLink to="/login" className="shell-bottom-nav__item" aria-label={t('header.login')}>
          <Icon name="user" />
        </NavLink>
      )}
    </nav>
  );
}
