import type { PriceRange } from '@art/sdk';
import { formatNpr } from '@art/ui';
import { useEffect, useId, useState } from 'react';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { isSameRange, normalizePriceRange, PRICE_MIN, PRICE_STEP } from './priceRange.js';
import './PriceRangeFilter.css';

/** `top`: the slider's end, the dearest work on show rounded up to the step. */
type PriceRangeFilterProps = { value: PriceRange; top: number; onCommit: (range: PriceRange) => void };

/**
 * Two range inputs for the lowest and highest price. Moving a thumb only changes the text shown;
 * the listing asks again when the thumb is let go (pointer up, key up, blur), not on every step of a drag.
 */
export function PriceRangeFilter({ value, top, onCommit }: PriceRangeFilterProps) {
  const { t, i18n } = useBrowseTranslation();
  const id = useId();
  const [draft, setDraft] = useState<PriceRange>(value);

  useEffect(() => setDraft(value), [value]);

  function handleCommit() {
    if (!isSameRange(draft, value)) onCommit(draft);
  }

  const release = { onPointerUp: handleCommit, onKeyUp: handleCommit, onTouchEnd: handleCommit, onBlur: handleCommit };

  return (
    <fieldset className="cat-price" data-testid="price-range">
      <legend>{t('listing.price')}</legend>
      <output htmlFor={`${id}-min ${id}-max`} aria-live="polite">
        {formatNpr(draft[0], i18n.language)} – {formatNpr(draft[1], i18n.language)}
      </output>
      <label htmlFor={`${id}-min`} className="art-visually-hidden">
        {t('listing.minPrice')}
      </label>
      <input
        id={`${id}-min`}
        type="range"
        min={PRICE_MIN}
        max={top}
        step={PRICE_STEP}
        value={draft[0]}
        aria-valuetext={formatNpr(draft[0], i18n.language)}
        onChange={(event) =>
          setDraft(normalizePriceRange(Math.min(Number(event.target.value), draft[1]), draft[1], top))
        }
        data-testid="price-min"
        {...release}
      />
      <label htmlFor={`${id}-max`} className="art-visually-hidden">
        {t('listing.maxPrice')}
      </label>
      <input
        id={`${id}-max`}
        type="range"
        min={PRICE_MIN}
        max={top}
        step={PRICE_STEP}
        value={draft[1]}
        aria-valuetext={formatNpr(draft[1], i18n.language)}
        onChange={(event) =>
          setDraft(normalizePriceRange(draft[0], Math.max(Number(event.target.value), draft[0]), top))
        }
        data-testid="price-max"
        {...release}
      />
    </fieldset>
  );
}
