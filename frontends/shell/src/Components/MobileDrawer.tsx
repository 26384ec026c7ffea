import type { User } from '@art/sdk';
import { Icon, isBackdropPointer, useModalDialog, useSession } from '@art/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { profileMenuEntries } from '../profileMenuEntries.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { NavLink } from './NavLink.js';
import { NavLinks } from './NavLinks.js';
import { SearchBox } from './SearchBox.js';
import { SocialLinks } from './SocialLinks.js';

type MobileDrawerProps = { isOpen: boolean; onClose: () => void };

export function MobileDrawer({ isOpen, onClose }: MobileDrawerProps) {
  const { t } = useTranslation('shell');
  const { user, signOut } = useSession<User>();
  const [, navigate] = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalDialog(dialogRef, isOpen, onClose);

  function handleEntry(to?: string) {
    onClose();
    if (to) navigate(to);
    else signOut();
  }

  return (
    // A native modal <dialog>: the browser traps focus, makes the page inert and maps Escape to close.
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click beside the drawer closes it; keyboard users have Esc
    <dialog
      ref={dialogRef}
      className="shell-drawer"
      aria-label={t('header.mainNav')}
      data-testid="drawer"
      onClick={(event) => isBackdropPointer(event) && onClose()}
    >
      {isOpen && (
        <div className="shell-drawer__panel">
          <button
            type="button"
            className="shell-icon-button shell-drawer__close"
            aria-label={t('header.closeMenu')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
          <SearchBox inputId="shell-drawer-search-input" plainOnly onSearched={onClose} />
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
      )}
    </dialog>
  );
}
