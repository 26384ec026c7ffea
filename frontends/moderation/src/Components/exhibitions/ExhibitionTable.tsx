import type { OperatorExhibition } from '@art/sdk/showcase';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDateTime } from '../../lib/formatTime.js';
import { type ConsoleColumn, ConsoleTable } from '../console/ConsoleTable.js';
import { type RowAction, RowActions } from '../console/RowActions.js';
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
  const columns: ConsoleColumn<OperatorExhibition>[] = [
    {
      key: 'title',
      label: t('exhibitions.columns.title'),
      cell: (exhibition) => (
        <div className="mod-exhibitions__title">
          {exhibition.listingThumb || exhibition.banner ? (
            <img className="mod-exhibitions__thumb" src={exhibition.listingThumb || exhibition.banner} alt="" />
          ) : null}
          <span>
            <a href={`/exhibitions/${exhibition.slug}`}>{exhibition.title}</a>
            {exhibition.artist.name && <span className="mod-muted"> · {exhibition.artist.name}</span>}
          </span>
        </div>
      ),
    },
    {
      key: 'period',
      label: t('exhibitions.columns.period'),
      cell: (exhibition) => (
        <span className={`mod-badge mod-exhibitions__period--${exhibition.period}`} data-testid="mod-exhibition-period">
          {t(`exhibitions.period.${exhibition.period}`)}
        </span>
      ),
    },
    {
      key: 'dates',
      label: t('exhibitions.columns.dates'),
      cell: (exhibition) =>
        t('exhibitions.dateRange', {
          start: formatDateTime(exhibition.startsAt, i18n.language),
          end: formatDateTime(exhibition.endsAt, i18n.language),
        }),
    },
    {
      key: 'flags',
      label: t('exhibitions.columns.flags'),
      cell: (exhibition) => (
        <>
          {exhibition.explicit && <span className="mod-badge">{t('exhibitions.explicit')}</span>}
          {exhibition.mediaUrl && <span className="mod-badge">{t('exhibitions.hasAudio')}</span>}
        </>
      ),
    },
  ];
  return (
    <ConsoleTable
      rows={exhibitions}
      columns={columns}
      rowKey={(exhibition) => exhibition._id}
      className="mod-exhibitions"
      testId="mod-exhibition-table"
      rowTestId="mod-exhibition-row"
      actions={(exhibition) => {
        const action = (name: 'edit' | 'media' | 'delete', onClick: ExhibitionTableProps['onEdit']): RowAction => ({
          label: t(`exhibitions.${name}`),
          ariaLabel: t(`exhibitions.${name}Label`, { title: exhibition.title }),
          variant: name === 'delete' ? 'danger' : 'secondary',
          onClick: () => onClick(exhibition),
        });
        return <RowActions actions={[action('edit', onEdit), action('media', onMedia), action('delete', onDelete)]} />;
      }}
    />
  );
}
