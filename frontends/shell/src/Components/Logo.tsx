import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export function Logo() {
  const { t } = useTranslation('shell');
  return (
    <Link to="/" className="shell-logo" data-testid="logo">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path
          d="M9 24l7-16 7 16M11.5 18h9"
          stroke="#fff"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t('brand')}</span>
    </Link>
  );
}
