import type { ArtworkSort } from '@art/sdk';
import { useSession } from '@art/ui';
import { useId } from 'react';
import { sortOptions } from '../../hooks/listingPaging.js';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import './browse.css';

type SortSelectProps = { value: ArtworkSort; onChange: (sort: ArtworkSort) => void };

/** The sort menu; Recommended is offered to signed-in viewers only. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useBrowseTranslation();
  const { isSignedIn } = useSession();
  const id = useId();
  return (
    <div className="art-field" style={{ width: 'auto' }}>
      <label htmlFor={id} className="art-field__label">
        {t('listing.sortBy')}
      </label>
      <select
        id={id}
        className="cat-select"
        value={value}
        onChange={(event) => onChange(event.target.value as ArtworkSort)}
        data-testid="listing-sort"
      >
        {sortOptions(isSignedIn).map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
