import type { OperatorSlide } from '@art/sdk/showcase';
import { useId } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { ACCEPTED_IMAGES } from '../../lib/showcaseForms.js';
import './SlidePictureInput.css';

type SlidePictureInputProps = { slide: OperatorSlide; onPicture: (slide: OperatorSlide, image: File) => void };

/** A slide's picture, chosen from a button-looking label; the same file can be chosen again after a refusal. */
export function SlidePictureInput({ slide, onPicture }: SlidePictureInputProps) {
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
