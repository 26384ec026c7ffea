import { Icon, useFocusTrap, useSession } from '@art/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { profileMenuEntries } from '../profileMenuEntries.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { NavLink } from './NavLink.js';
import { NavLinks } from './NavLinks.js';
import { SocialLinks } from './SocialLinks.js';

type MobileDrawerProps = { isOpen: boolean; onClose: () => void };

export function MobileDrawer({ isOpen, onClose }: MobileDrawerProps) {
  const { t } = useTranslation('shell');
  const { user, signOut } = useSession();
  const [, navigate] = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, isOpen, onClose);
  if (!isOpen) return null;

  function handleEntry(to?: string) {
    onClose();
    if (to) navigate(to);
    else signOut();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the drawer closes it; keyboard users have Esc
    <div
      className="shell-drawer__backdrop"
      role="presentation"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panelRef}
        className="shell-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.mainNav')}
        data-testid="drawer"
      >
        <button
          type="button"
          className="shell-icon-button shell-drawer__close"
          aria-label={t('header.closeMenu')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
        <nav className="shell-drawer__nav" aria-label={t('header.mainNav')}>
          <NavLink to="/" end className="shell-nav__link" onClick={onClose}>
            {t('nav.home')}
          </NavLink>
          <NavLinks onNavigate={onClose} />
        </nav>
        <div className="shell-drawer__section">
          {user ? (
            <>
              <p className="shell-drawer__heading">{user.name}</p>
              {profileMenuEntries(user).map((entry) => (
                <button
                  key={entry.id}
                  type="button"
                  className="shell-drawer__item"
                  data-testid={`drawer-${entry.id}`}
                  onClick={() => handleEntry(entry.to)}
                >
                  {t(entry.labelKey)}
                </button>
              ))}
            </>
          ) : (
            <Link to="/login" className="art-button art-button--primary" onClick={onClose}>
              {t('header.login')}
            </Link>
          )}
        </div>
        <div className="shell-drawer__section">
          <LanguageSwitcher testId="drawer-language-switcher" />
        </div>
        <div className="shell-drawer__section shell-drawer__links">
          <Link to="/terms-conditions" onClick={onClose}>
            {t('footer.terms')}
          </Link>
          <Link to="/privacy-policy" onClick={onClose}>
            {t('footer.privacyPolicy')}
          </Link>
        </div>
        <SocialLinks />
        <p className="shell-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </div>
  );
}
