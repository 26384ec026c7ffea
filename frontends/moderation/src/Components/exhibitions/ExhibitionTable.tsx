import type { OperatorExhibition } from '@art/sdk/showcase';
import { Button } from '@art/ui';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDateTime } from '../../lib/formatTime.js';
import '../moderation.css';
import './ExhibitionTable.css';

type ExhibitionTableProps = {
  exhibitions: OperatorExhibition[];
  onEdit: (exhibition: OperatorExhibition) => void;
  onMedia: (exhibition: OperatorExhibition) => void;
  onDelete: (exhibition: OperatorExhibition) => void;
};

/** Every exhibition, the latest start first: its period now (from its dates), its dates and flags, and what can be done. */
export function ExhibitionTable({ exhibitions, onEdit, onMedia, onDelete }: ExhibitionTableProps) {
  const { t, i18n } = useModerationTranslation();
  const columns = {
    title: t('exhibitions.columns.title'),
    period: t('exhibitions.columns.period'),
    dates: t('exhibitions.columns.dates'),
    flags: t('exhibitions.columns.flags'),
  };
  return (
    <table className="mod-table mod-exhibitions" data-testid="mod-exhibition-table">
      <thead>
        <tr>
          {Object.values(columns).map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
          <th scope="col">
            <span className="art-visually-hidden">{t('common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {exhibitions.map((exhibition) => (
          <tr key={exhibition._id} data-testid="mod-exhibition-row">
            <td data-label={columns.title}>
              <div className="mod-exhibitions__title">
                {exhibition.listingThumb || exhibition.banner ? (
                  <img className="mod-exhibitions__thumb" src={exhibition.listingThumb || exhibition.banner} alt="" />
                ) : null}
                <span>
                  <a href={`/exhibitions/${exhibition.slug}`}>{exhibition.title}</a>
                  {exhibition.artist.name && <span className="mod-muted"> · {exhibition.artist.name}</span>}
                </span>
              </div>
            </td>
            <td data-label={columns.period}>
              <span
                className={`mod-badge mod-exhibitions__period--${exhibition.period}`}
                data-testid="mod-exhibition-period"
              >
                {t(`exhibitions.period.${exhibition.period}`)}
              </span>
            </td>
            <td data-label={columns.dates}>
              {t('exhibitions.dateRange', {
                start: formatDateTime(exhibition.startsAt, i18n.language),
                end: formatDateTime(exhibition.endsAt, i18n.language),
              })}
            </td>
            <td data-label={columns.flags}>
              {exhibition.explicit && <span className="mod-badge">{t('exhibitions.explicit')}</span>}
              {exhibition.mediaUrl && <span className="mod-badge">{t('exhibitions.hasAudio')}</span>}
            </td>
            <td>
              <div className="mod-actions">
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onEdit(exhibition)}
                  aria-label={t('exhibitions.editLabel', { title: exhibition.title })}
                >
                  {t('exhibitions.edit')}
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onMedia(exhibition)}
                  aria-label={t('exhibitions.mediaLabel', { title: exhibition.title })}
                >
                  {t('exhibitions.media')}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => onDelete(exhibition)}
                  aria-label={t('exhibitions.deleteLabel', { title: exhibition.title })}
                >
                  {t('exhibitions.delete')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
