import type { ExhibitionView } from '@art/sdk';
import { Tabs, tabPanelId, useIsNarrow, usePageTitle } from '@art/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { CurrentExhibitionBanner } from '../../Components/exhibitions/CurrentExhibitionBanner.js';
import { ExhibitionSlider } from '../../Components/exhibitions/ExhibitionSlider.js';
import { ExhibitionBannerSkeleton, ExhibitionListSkeleton } from '../../Components/exhibitions/ExhibitionsSkeleton.js';
import { ExplicitContentDialog } from '../../Components/exhibitions/ExplicitContentDialog.js';
import { exhibitionPath, FROM_LISTING } from '../../Components/exhibitions/exhibitionAddress.js';
import { giveExplicitConsent, hasExplicitConsent } from '../../Components/exhibitions/explicitConsent.js';
import { useExhibitionList } from '../../Components/exhibitions/useExhibitions.js';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import '../../Components/create/create.css';
import './ExhibitionsRoute.css';

const TABS_ID = 'exhibitions';

type ListName = 'previous' | 'upcoming';

/** Exhibitions (/exhibitions): the current one on top, then the previous and upcoming ones. */
export function ExhibitionsRoute() {
  const { t } = useCreateTranslation();
  usePageTitle(t('exhibitions.title'));
  const [, navigate] = useLocation();
  const current = useExhibitionList('current');
  const previous = useExhibitionList('previous');
  const upcoming = useExhibitionList('upcoming');
  const [chosenTab, setChosenTab] = useState<ListName | null>(null);
  const [asking, setAsking] = useState<ExhibitionView | null>(null);

  const lists: Record<ListName, ExhibitionView[]> = { previous: previous.data ?? [], upcoming: upcoming.data ?? [] };
  // A tab is shown only when its list has something in it.
  const tabs = (['previous', 'upcoming'] as const)
    .filter((name) => lists[name].length > 0)
    .map((name) => ({ id: name, label: t(`exhibitions.${name}`) }));
  const selected = tabs.find((tab) => tab.id === chosenTab)?.id ?? tabs[0]?.id;
  const isLoading = current.isPending || previous.isPending || upcoming.isPending;
  const isNarrow = useIsNarrow();

  function handleOpen(exhibition: ExhibitionView) {
    if (exhibition.explicit && !hasExplicitConsent(exhibition._id)) setAsking(exhibition);
    else navigate(exhibitionPath(exhibition), { state: FROM_LISTING });
  }

  function handleContinue() {
    if (!asking) return;
    giveExplicitConsent(asking._id);
    setAsking(null);
    navigate(exhibitionPath(asking), { state: FROM_LISTING });
  }

  return (
    <section className="exhibitions-page" data-testid="exhibitions-page">
      <h1>{t('exhibitions.title')}</h1>
      {current.isPending && <ExhibitionBannerSkeleton isNarrow={isNarrow} />}
      {(current.data ?? []).map((exhibition) => (
        <CurrentExhibitionBanner key={exhibition._id} exhibition={exhibition} onOpen={handleOpen} />
      ))}
      {isLoading ? (
        <ExhibitionListSkeleton label={t('exhibitions.loading')} />
      ) : (
        <>
          {tabs.length > 0 && selected && (
            <>
              <Tabs
                tabs={tabs}
                selectedId={selected}
                onSelect={(id) => setChosenTab(id as ListName)}
                label={t('exhibitions.tabsLabel')}
                idPrefix={TABS_ID}
              />
              <div
                role="tabpanel"
                id={tabPanelId(TABS_ID, selected)}
                aria-labelledby={`${TABS_ID}-tab-${selected}`}
                data-testid={`exhibitions-${selected}`}
              >
                <ExhibitionSlider key={selected} exhibitions={lists[selected as ListName]} onOpen={handleOpen} />
              </div>
            </>
          )}
          {lists.previous.length === 0 && (
            <p className="create-muted" data-testid="no-previous-exhibitions">
              {t('exhibitions.noPrevious')}
            </p>
          )}
          {lists.upcoming.length === 0 && (
            <p className="create-muted" data-testid="no-upcoming-exhibitions">
              {t('exhibitions.noUpcoming')}
            </p>
          )}
        </>
      )}
      <ExplicitContentDialog isOpen={asking !== null} onContinue={handleContinue} onCancel={() => setAsking(null)} />
    </section>
  );
}

export default ExhibitionsRoute;
