import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Logo } from './Logo.js';
import { SocialLinks } from './SocialLinks.js';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="shell-footer" data-testid="footer">
      <div className="shell-footer__inner">
        <Logo />
        <SocialLinks />
        <nav className="shell-footer__links" aria-label={t('footer.terms')}>
          <Link to="/terms-conditions">{t('footer.terms')}</Link>
          <Link to="/privacy-policy">{t('footer.privacyPolicy')}</Link>
        </nav>
        <p className="shell-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
