import { Skeleton } from '@art/ui';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import '../social.css';

/** Rows kept while a list of people loads (five, keyed by place). */
const SKELETON_ROWS = ['r1', 'r2', 'r3', 'r4', 'r5'];

/** A list of people on its way: rows of a face and a name, in the list's own layout. */
export function PersonRowsSkeleton({ testId }: { testId?: string }) {
  const { t } = useSocialTranslation();
  return (
    <ul className="soc-people" aria-busy="true" aria-label={t('common.loading')} data-testid={testId}>
      {SKELETON_ROWS.map((row) => (
        <li key={row} className="soc-person" aria-hidden="true">
          <span className="soc-row" style={{ flex: 1 }}>
            <Skeleton circle width={44} />
            <Skeleton width="40%" />
          </span>
        </li>
      ))}
    </ul>
  );
}
