import { Button } from '@art/ui';
import { type ChangeEvent, useId } from 'react';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import { MAX_ARTWORK_IMAGES } from '../../validation/artworkForm.js';
import type { PickedImage } from './artworkDraft.js';
import './ImagesField.css';
import './create.css';

type ImagesFieldProps = {
  images: PickedImage[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMakeMain: (key: string) => void;
};

/** Upload Images: previews of the pictures, the first being the main one. */
export function ImagesField({ images, onAdd, onRemove, onMakeMain }: ImagesFieldProps) {
  const { t } = useCreateTranslation();
  const inputId = useId();

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so the same file can be picked again after it was removed.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  }

  return (
    <fieldset className="create-section" data-testid="artwork-images">
      <legend>{t('artworkForm.imagesSection')}</legend>
      <p className="create-muted" id={`${inputId}-hint`}>
        {t('artworkForm.imagesHint', { max: MAX_ARTWORK_IMAGES })}
      </p>
      {images.length > 0 && (
        <ul className="create-images">
          {images.map((image, index) => (
            <li key={image.key} className="create-image" data-testid="artwork-image-preview">
              <img src={image.previewUrl} alt={t('artworkForm.imageAlt', { number: index + 1 })} />
              {index === 0 && <span className="create-image__badge">{t('artworkForm.mainImage')}</span>}
              <div className="create-image__tools">
                {index > 0 ? (
                  <Button variant="text" size="small" onClick={() => onMakeMain(image.key)}>
                    {t('artworkForm.makeMain')}
                  </Button>
                ) : (
                  <span />
                )}
                <Button
                  variant="text"
                  size="small"
                  aria-label={t('artworkForm.removeImage', { number: index + 1 })}
                  onClick={() => onRemove(image.key)}
                >
                  {t('artworkForm.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <label className="create-file" htmlFor={inputId}>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={`${inputId}-hint ${inputId}-count`}
          onChange={handleFiles}
          data-testid="artwork-images-input"
        />
        <span className="art-button art-button--secondary art-button--medium">{t('artworkForm.addImages')}</span>
        <span id={`${inputId}-count`} className="create-muted" aria-live="polite">
          {t('artworkForm.imageCount', { count: images.length, max: MAX_ARTWORK_IMAGES })}
        </span>
      </label>
    </fieldset>
  );
}
