import { useRefusalText } from '@art/ui/refusals';
import type { ReactNode } from 'react';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import '../social.css';

/**
 * What a private member's profile shows in place of their posts or lists to someone who is not an
 * approved follower; `action` is the follow control when the page has none of its own.
 */
export function PrivateAccountNotice({ action }: { action?: ReactNode }) {
  const { t } = useSocialTranslation();
  const refusalText = useRefusalText();
  return (
    <div className="soc-empty" role="status" data-testid="private-account">
      <p>
        <strong>{refusalText('private-account', 'This account is private')}</strong>
      </p>
      <p>{t('audience.privateHint')}</p>
      {action}
    </div>
  );
}
