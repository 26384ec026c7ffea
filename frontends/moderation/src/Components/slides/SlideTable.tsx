import type { OperatorSlide } from '@art/sdk/showcase';
import { Button } from '@art/ui';
import { useId } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { ACCEPTED_IMAGES } from '../../lib/showcaseForms.js';
import '../moderation.css';
import './SlideTable.css';

type SlideTableProps = {
  slides: OperatorSlide[];
  isBusy: boolean;
  onMove: (slide: OperatorSlide, position: number) => void;
  onEdit: (slide: OperatorSlide) => void;
  onPicture: (slide: OperatorSlide, image: File) => void;
  onDelete: (slide: OperatorSlide) => void;
};

function PictureInput({ slide, onPicture }: { slide: OperatorSlide; onPicture: SlideTableProps['onPicture'] }) {
  const { t } = useModerationTranslation();
  const id = useId();
  return (
    <span className="mod-slides__file">
      <label htmlFor={id} className="art-button art-button--secondary art-button--small">
        {slide.imageMain ? t('slides.replacePicture') : t('slides.addPicture')}
      </label>
      <input
        id={id}
        className="art-visually-hidden"
        type="file"
        accept={ACCEPTED_IMAGES}
        aria-label={t('slides.pictureLabel', { title: slide.title })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPicture(slide, file);
          event.target.value = '';
        }}
      />
    </span>
  );
}

/** The home slider's slides in their order; a slide without its picture is not shown on the home page yet. */
export function SlideTable({ slides, isBusy, onMove, onEdit, onPicture, onDelete }: SlideTableProps) {
  const { t } = useModerationTranslation();
  const columns = {
    picture: t('slides.columns.picture'),
    title: t('slides.columns.title'),
    studio: t('slides.columns.studio'),
    flags: t('slides.columns.flags'),
  };
  return (
    <table className="mod-table mod-slides" data-testid="mod-slide-table">
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
        {slides.map((slide, index) => (
          <tr key={slide._id} data-testid="mod-slide-row">
            <td data-label={columns.picture}>
              {slide.thumbnail ? (
                <img className="mod-slides__thumb" src={slide.thumbnail} alt="" />
              ) : (
                <span className="mod-badge" data-testid="mod-slide-hidden">
                  {t('slides.noPicture')}
                </span>
              )}
            </td>
            <td data-label={columns.title}>{slide.title}</td>
            <td data-label={columns.studio}>
              {slide.linkArtist.slug ? (
                <a href={`/${slide.linkArtist.slug}`}>{slide.linkArtist.name}</a>
              ) : (
                slide.linkArtist.name
              )}
            </td>
            <td data-label={columns.flags}>
              {slide.explicit && <span className="mod-badge">{t('slides.explicit')}</span>}
            </td>
            <td>
              <div className="mod-actions">
                <Button
                  size="small"
                  variant="text"
                  disabled={index === 0 || isBusy}
                  onClick={() => onMove(slide, index - 1)}
                  aria-label={t('slides.moveUpLabel', { title: slide.title })}
                >
                  {t('slides.moveUp')}
                </Button>
                <Button
                  size="small"
                  variant="text"
                  disabled={index === slides.length - 1 || isBusy}
                  onClick={() => onMove(slide, index + 1)}
                  aria-label={t('slides.moveDownLabel', { title: slide.title })}
                >
                  {t('slides.moveDown')}
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onEdit(slide)}
                  aria-label={t('slides.editLabel', { title: slide.title })}
                >
                  {t('slides.edit')}
                </Button>
                <PictureInput slide={slide} onPicture={onPicture} />
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => onDelete(slide)}
                  aria-label={t('slides.deleteLabel', { title: slide.title })}
                >
                  {t('slides.delete')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
