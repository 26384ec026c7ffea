import type { User } from '@art/sdk';
import { AreaSlot, Icon, useSession } from '@art/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { Logo } from './Logo.js';
import { NavLinks } from './NavLinks.js';
import { ProfileMenu } from './ProfileMenu.js';
import { SearchBox } from './SearchBox.js';

type HeaderProps = { onOpenDrawer: () => void };

export function Header({ onOpenDrawer }: HeaderProps) {
  const { t } = useTranslation('shell');
  const { user } = useSession<User>();
  return (
    <header className={user ? 'shell-header shell-header--member' : 'shell-header'} data-testid="header">
      <div className="shell-header__inner">
        <button
          type="button"
          className="shell-icon-button shell-mobile-only"
          aria-label={t('header.openMenu')}
          onClick={onOpenDrawer}
          data-testid="drawer-open"
        >
          <Icon name="menu" />
        </button>
        <Logo />
        <div className="shell-desktop-only shell-header__search">
          <SearchBox />
        </div>
        <nav className="shell-nav shell-desktop-only" aria-label={t('header.mainNav')}>
          <NavLinks />
        </nav>
        <div className="shell-header__actions">
          {user && (
            <>
              <Link
                to="/upload"
                className="shell-icon-button shell-desktop-only shell-header__upload"
                aria-label={t('header.upload')}
                title={t('header.upload')}
              >
                <Icon name="upload" />
              </Link>
              {/* The messaging area's inbox with its unread count and bell with its dot; it holds the page's live socket. */}
              <AreaSlot module="messaging/HeaderLive" />
              {/* The commerce area's cart link and counter (nothing shows while that area is unavailable). */}
              <AreaSlot module="commerce/CartCounter" />
            </>
          )}
          <div className="shell-desktop-only">
            <LanguageSwitcher />
          </div>
          {user ? (
            <div className="shell-desktop-only">
              <ProfileMenu user={user} />
            </div>
          ) : (
            <Link to="/login" className="art-button art-button--primary art-button--small" data-testid="header-login">
              {t('header.login')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
