import type { ModerationOverview } from '@art/sdk/moderation';
import { formatCount, formatNpr } from '@art/ui';
import { Link } from 'wouter';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDateTime } from '../../lib/formatTime.js';
import './OverviewCounts.css';

type OverviewCountsProps = { overview: ModerationOverview };

/**
 * The morning counts: what happened (members, orders, sales: today and the last seven days) and what
 * waits (each queue with a link to it; a queue with something in it stands out).
 */
export function OverviewCounts({ overview }: OverviewCountsProps) {
  const { t, i18n } = useModerationTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const activity = [
    {
      id: 'members',
      label: t('overview.newMembers'),
      today: count(overview.newMembers.today),
      week: count(overview.newMembers.week),
    },
    {
      id: 'orders',
      label: t('overview.orders'),
      today: count(overview.orders.today),
      week: count(overview.orders.week),
    },
    {
      id: 'sales',
      label: t('overview.sales'),
      today: formatNpr(overview.salesNpr.today, i18n.language),
      week: formatNpr(overview.salesNpr.week, i18n.language),
    },
  ];
  const queues = [
    { id: 'reports', label: t('overview.openReports'), value: overview.openReportCases, to: '/moderation/reports' },
    {
      id: 'studio-requests',
      label: t('overview.pendingStudioRequests'),
      value: overview.pendingStudioRequests,
      to: '/moderation/studio-requests',
    },
    { id: 'refunds', label: t('overview.refundsDue'), value: overview.refundsDue, to: '/moderation/refunds' },
  ];
  return (
    <div className="mod-overview">
      <section aria-labelledby="mod-overview-waiting" className="mod-overview__section">
        <h2 id="mod-overview-waiting">{t('overview.waiting')}</h2>
        <ul className="mod-overview__cards">
          {queues.map((queue) => (
            <li
              key={queue.id}
              className={queue.value > 0 ? 'mod-overview__card mod-overview__card--due' : 'mod-overview__card'}
              data-testid={`mod-overview-${queue.id}`}
            >
              <Link to={queue.to} className="mod-overview__link">
                <span className="mod-overview__value">{count(queue.value)}</span>
                <span className="mod-overview__label">{queue.label}</span>
              </Link>
            </li>
          ))}
          <li
            className={overview.deadLetters ? 'mod-overview__card mod-overview__card--due' : 'mod-overview__card'}
            data-testid="mod-overview-dead-letters"
          >
            <span className="mod-overview__value">
              {overview.deadLetters === null ? t('overview.unknown') : count(overview.deadLetters)}
            </span>
            <span className="mod-overview__label">{t('overview.deadLetters')}</span>
          </li>
        </ul>
      </section>
      <section aria-labelledby="mod-overview-activity" className="mod-overview__section">
        <h2 id="mod-overview-activity">{t('overview.activity')}</h2>
        <table className="mod-overview__table">
          <thead>
            <tr>
              <th scope="col">
                <span className="art-visually-hidden">{t('overview.what')}</span>
              </th>
              <th scope="col">{t('overview.today')}</th>
              <th scope="col">{t('overview.week')}</th>
            </tr>
          </thead>
          <tbody>
            {activity.map((row) => (
              <tr key={row.id} data-testid={`mod-overview-${row.id}`}>
                <th scope="row">{row.label}</th>
                <td>{row.today}</td>
                <td>{row.week}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mod-overview__at">{t('overview.at', { time: formatDateTime(overview.at, i18n.language) })}</p>
      </section>
    </div>
  );
}
