import { Link } from 'wouter';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import '../messaging.css';

/** The messages pages' title, with the way to a new group. */
export function InboxHeading() {
  const { t } = useMessagingTranslation();
  return (
    <div className="msg-page__head">
      <h1>{t('inbox.title')}</h1>
      <Link
        href="/inbox/new-group"
        className="art-button art-button--secondary art-button--small"
        data-testid="new-group-link"
      >
        {t('inbox.newGroup')}
      </Link>
    </div>
  );
}
