import { useTranslation } from 'react-i18next';
import { NAV_ITEMS } from '../navItems.js';
import { NavLink } from './NavLink.js';

type NavLinksProps = { onNavigate?: () => void };

export function NavLinks({ onNavigate }: NavLinksProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      {NAV_ITEMS.map((item) => (
        <NavLink
          key={item.key}
          to={item.to}
          className={({ isActive }) => (isActive ? 'shell-nav__link shell-nav__link--active' : 'shell-nav__link')}
          onClick={onNavigate}
          data-testid={`nav-${item.key}`}
        >
          {t(`nav.${item.key}`)}
        </NavLink>
      ))}
    </>
  );
}
