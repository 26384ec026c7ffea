import * as moderation from '@art/sdk/moderation';
import { ConsolePage } from '../../Components/console/ConsolePage.js';
import { QueryState } from '../../Components/console/QueryState.js';
import { OverviewCounts } from '../../Components/overview/OverviewCounts.js';
import { useConsoleQuery } from '../../hooks/useConsoleQuery.js';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { moderationKeys } from '../../moderationKeys.js';

/** /moderation: the counts an operator checks each morning, each queue linked to its page. */
export function OverviewRoute() {
  const { t } = useModerationTranslation();
  const overview = useConsoleQuery(moderationKeys.overview, moderation.getOverview);
  return (
    <ConsolePage title={t('overview.title')} intro={t('overview.intro')} testId="mod-overview">
      <QueryState
        isLoading={overview.isLoading}
        error={overview.error}
        isEmpty={!overview.data}
        emptyText={t('common.loadFailed')}
        onRetry={() => void overview.refetch()}
        testId="mod-overview"
      >
        {overview.data && <OverviewCounts overview={overview.data} />}
      </QueryState>
    </ConsolePage>
  );
}

export default OverviewRoute;
