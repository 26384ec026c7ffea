import type { SuspensionView } from '@art/sdk/moderation';
import { Button } from '@art/ui';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDateTime } from '../../lib/formatTime.js';
import '../moderation.css';

type SuspensionCardProps = { id: string; suspension: SuspensionView; onLift: () => void };

/** One suspended member: why, since when, by whom, their appeal; Lift suspension. */
export function SuspensionCard({ id, suspension, onLift }: SuspensionCardProps) {
  const { t, i18n } = useModerationTranslation();
  const headingId = `${id}-name`;
  const { member, appeal } = suspension;
  return (
    <li id={id} className="mod-card" aria-labelledby={headingId} data-testid="mod-suspension">
      <div className="mod-card__head">
        <h2 id={headingId} className="mod-card__title">
          {member.name}
        </h2>
        <a className="mod-muted" href={`mailto:${member.email}`}>
          {member.email}
        </a>
      </div>
      <dl className="mod-facts">
        <dt>{t('suspensions.reason')}</dt>
        <dd>{suspension.reason}</dd>
        <dt>{t('suspensions.since')}</dt>
        <dd>{formatDateTime(suspension.since, i18n.language)}</dd>
        <dt>{t('suspensions.by')}</dt>
        <dd>{suspension.suspendedBy.name}</dd>
        <dt>{t('suspensions.appeal')}</dt>
        <dd data-testid="mod-suspension-appeal">
          {appeal ? t(`suspensions.appealStatus.${appeal.status}`) : t('suspensions.noAppeal')}
        </dd>
      </dl>
      {appeal && <p className="mod-quote">{appeal.text}</p>}
      <div className="mod-actions">
        <Button size="small" onClick={onLift} data-testid="mod-lift">
          {t('suspensions.lift')}
        </Button>
      </div>
    </li>
  );
}
