import type { ExhibitionView } from '@art/sdk';
import { Button, useWindowWidth } from '@art/ui';
import { useState } from 'react';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import { ExhibitionCard } from './ExhibitionCard.js';
import { pageCount, pageItems, sliderColumns } from './exhibitionSlider.js';
import './ExhibitionSlider.css';

type ExhibitionSliderProps = { exhibitions: ExhibitionView[]; onOpen: (exhibition: ExhibitionView) => void };

/** Four exhibitions a page, with Previous/Next and a page counter. */
export function ExhibitionSlider({ exhibitions, onOpen }: ExhibitionSliderProps) {
  const { t } = useCreateTranslation();
  const columns = sliderColumns(useWindowWidth());
  const [page, setPage] = useState(0);
  const pages = pageCount(exhibitions.length);
  const current = Math.min(page, pages - 1);

  return (
    <div data-testid="exhibition-slider">
      <ul
        className={
          columns === 1 ? 'exhibition-slider__page exhibition-slider__page--narrow' : 'exhibition-slider__page'
        }
      >
        {pageItems(exhibitions, current).map((exhibition) => (
          <li key={exhibition._id}>
            <ExhibitionCard exhibition={exhibition} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="exhibition-slider__controls">
          <Button variant="secondary" size="small" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('exhibitions.previousPage')}
          </Button>
          <span aria-live="polite" data-testid="exhibition-page-counter">
            {t('exhibitions.pageCounter', { page: current + 1, total: pages })}
          </span>
          <Button
            variant="secondary"
            size="small"
            disabled={current === pages - 1}
            onClick={() => setPage(current + 1)}
          >
            {t('exhibitions.nextPage')}
          </Button>
        </div>
      )}
    </div>
  );
}
