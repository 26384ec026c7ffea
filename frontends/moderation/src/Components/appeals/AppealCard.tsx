import type { AppealView } from '@art/sdk/moderation';
import { Button } from '@art/ui';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDateTime } from '../../lib/formatTime.js';
import '../moderation.css';

type AppealCardProps = {
  id: string;
  appeal: AppealView;
  onLift: () => void;
  onReject: () => void;
};

/** A suspended member's appeal: their text, the suspension it is against, lift or reject. */
export function AppealCard({ id, appeal, onLift, onReject }: AppealCardProps) {
  const { t, i18n } = useModerationTranslation();
  const headingId = `${id}-title`;
  return (
    <li id={id} className="mod-card" aria-labelledby={headingId} data-testid="mod-appeal">
      <div className="mod-card__head">
        <h3 id={headingId} className="mod-card__title">
          {t('appeals.from', { name: appeal.member.name })}
        </h3>
        <time className="mod-muted" dateTime={appeal.submittedAt}>
          {formatDateTime(appeal.submittedAt, i18n.language)}
        </time>
      </div>
      {appeal.suspension && (
        <dl className="mod-facts">
          <dt>{t('appeals.suspendedFor')}</dt>
          <dd>{appeal.suspension.reason}</dd>
          <dt>{t('appeals.since')}</dt>
          <dd>{formatDateTime(appeal.suspension.since, i18n.language)}</dd>
        </dl>
      )}
      <h4 className="mod-card__subtitle">{t('appeals.text')}</h4>
      <p className="mod-quote">{appeal.text}</p>
      <div className="mod-actions">
        <Button size="small" onClick={onLift} data-testid="mod-appeal-lift">
          {t('appeals.actions.lift')}
        </Button>
        <Button size="small" variant="secondary" onClick={onReject} data-testid="mod-appeal-reject">
          {t('appeals.actions.reject')}
        </Button>
      </div>
    </li>
  );
}
