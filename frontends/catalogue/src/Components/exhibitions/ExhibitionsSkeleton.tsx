import { Skeleton, useWindowWidth } from '@art/ui';
import { sliderColumns } from './exhibitionSlider.js';
import './CurrentExhibitionBanner.css';
import './ExhibitionCard.css';
import './ExhibitionSlider.css';

/** The room of the current exhibition's banner while it loads: its shape, said busy. */
export function ExhibitionBannerSkeleton({ isNarrow }: { isNarrow: boolean }) {
  return (
    <div className="exhibition-banner" aria-hidden="true" data-testid="exhibition-banner-loading">
      <Skeleton aspectRatio={isNarrow ? 426 / 230 : 3.2} style={{ display: 'block' }} />
    </div>
  );
}

/**
 * The previous and upcoming exhibitions still loading: the tab row and a page of cards of the final
 * layout (a picture 16:10, a name, dates), said busy to screen readers.
 */
export function ExhibitionListSkeleton({ label }: { label: string }) {
  const isNarrow = sliderColumns(useWindowWidth()) === 1;
  const cards = isNarrow ? ['first'] : ['first', 'second'];
  return (
    <div aria-busy="true" data-testid="exhibitions-loading">
      <span className="art-visually-hidden" role="status">
        {label}
      </span>
      <Skeleton width={220} height={40} />
      <ul className={`exhibition-slider__page${isNarrow ? ' exhibition-slider__page--narrow' : ''}`}>
        {cards.map((place) => (
          <li key={place}>
            <div className="exhibition-card" aria-hidden="true">
              <Skeleton aspectRatio={16 / 10} style={{ display: 'block' }} />
              <span className="exhibition-card__text">
                <Skeleton width="70%" height="1.2em" />
                <Skeleton width="45%" style={{ marginTop: 8 }} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
