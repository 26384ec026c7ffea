import type { OperatorSlide } from '@art/sdk/showcase';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { type ConsoleColumn, ConsoleTable } from '../console/ConsoleTable.js';
import { type RowAction, RowActions } from '../console/RowActions.js';
import { SlidePictureInput } from './SlidePictureInput.js';
import './SlideTable.css';

type SlideTableProps = {
  slides: OperatorSlide[];
  isBusy: boolean;
  onMove: (slide: OperatorSlide, position: number) => void;
  onEdit: (slide: OperatorSlide) => void;
  onPicture: (slide: OperatorSlide, image: File) => void;
  onDelete: (slide: OperatorSlide) => void;
};

/** The home slider's slides in their order; a slide without its picture is not shown on the home page yet. */
export function SlideTable({ slides, isBusy, onMove, onEdit, onPicture, onDelete }: SlideTableProps) {
  const { t } = useModerationTranslation();
  const columns: ConsoleColumn<OperatorSlide>[] = [
    {
      key: 'picture',
      label: t('slides.columns.picture'),
      cell: (slide) =>
        slide.thumbnail ? (
          <img className="mod-slides__thumb" src={slide.thumbnail} alt="" />
        ) : (
          <span className="mod-badge" data-testid="mod-slide-hidden">
            {t('slides.noPicture')}
          </span>
        ),
    },
    { key: 'title', label: t('slides.columns.title'), cell: (slide) => slide.title },
    {
      key: 'studio',
      label: t('slides.columns.studio'),
      cell: (slide) =>
        slide.linkArtist.slug ? (
          <a href={`/${slide.linkArtist.slug}`}>{slide.linkArtist.name}</a>
        ) : (
          slide.linkArtist.name
        ),
    },
    {
      key: 'flags',
      label: t('slides.columns.flags'),
      cell: (slide) => slide.explicit && <span className="mod-badge">{t('slides.explicit')}</span>,
    },
  ];
  return (
    <ConsoleTable
      rows={slides}
      columns={columns}
      rowKey={(slide) => slide._id}
      className="mod-slides"
      testId="mod-slide-table"
      rowTestId="mod-slide-row"
      actions={(slide, index) => {
        const action = (
          name: 'moveUp' | 'moveDown' | 'edit' | 'delete',
          variant: RowAction['variant'],
          onClick: () => void,
          disabled?: boolean,
        ): RowAction => ({
          label: t(`slides.${name}`),
          ariaLabel: t(`slides.${name}Label`, { title: slide.title }),
          variant,
          onClick,
          disabled,
        });
        return (
          <RowActions
            actions={[
              action('moveUp', 'text', () => onMove(slide, index - 1), index === 0 || isBusy),
              action('moveDown', 'text', () => onMove(slide, index + 1), index === slides.length - 1 || isBusy),
              action('edit', 'secondary', () => onEdit(slide)),
              <SlidePictureInput key="picture" slide={slide} onPicture={onPicture} />,
              action('delete', 'danger', () => onDelete(slide)),
            ]}
          />
        );
      }}
    />
  );
}
