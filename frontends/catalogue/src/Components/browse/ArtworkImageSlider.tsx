import type { ArtworkImage } from '@art/sdk';
import { useState } from 'react';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { ArtworkPicture } from './ArtworkPicture.js';
import { wrapIndex } from './slider.js';
import './ArtworkImageSlider.css';
import './browse.css';

type ArtworkImageSliderProps = { name: string; images: ArtworkImage[] };

/** The main image and the extras: one at a time, with arrows and a row of thumbnails to pick from. */
export function ArtworkImageSlider({ name, images }: ArtworkImageSliderProps) {
  const { t } = useBrowseTranslation();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)] ?? null;
  return (
    <section className="cat-slider" aria-label={t('artwork.images')} data-testid="artwork-images">
      <div className="cat-slider__stage">
        <ArtworkPicture
          key={current?._id ?? 'none'}
          image={current}
          size="productImage"
          alt={count > 1 ? t('artwork.imageOf', { name, index: index + 1, count }) : name}
          sizes="(min-width: 992px) 50vw, 100vw"
          isEager
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="cat-banner__arrow cat-banner__arrow--prev"
              aria-label={t('artwork.previousImage')}
              onClick={() => setIndex(wrapIndex(index, -1, count))}
            >
              ‹
            </button>
            <button
              type="button"
              className="cat-banner__arrow cat-banner__arrow--next"
              aria-label={t('artwork.nextImage')}
              onClick={() => setIndex(wrapIndex(index, 1, count))}
            >
              ›
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="cat-slider__thumbs">
          {images.map((image, imageIndex) => (
            <li key={image._id}>
              <button
                type="button"
                className="cat-slider__thumb"
                aria-current={imageIndex === index}
                aria-label={t('artwork.showImage', { index: imageIndex + 1 })}
                onClick={() => setIndex(imageIndex)}
              >
                <img src={image.files.thumbnail.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
