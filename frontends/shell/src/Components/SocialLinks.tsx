import { Icon } from '@art/ui';
import { useTranslation } from 'react-i18next';

const NETWORKS = [
  { name: 'Facebook', icon: 'facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', icon: 'instagram', href: 'https://www.instagram.com/' },
  { name: 'X', icon: 'twitter', href: 'https://x.com/' },
] as const;

export function SocialLinks() {
  const { t } = useTranslation('shell');
  return (
    <ul className="shell-social" aria-label={t('footer.social')}>
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.followUs', { network: network.name })}
          >
            <Icon name={network.icon} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
