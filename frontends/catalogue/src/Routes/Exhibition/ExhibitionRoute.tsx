import { usePageTitle } from '@art/ui';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { ExhibitionViewer } from '../../Components/exhibitions/ExhibitionViewer.js';
import { ExhibitionViewerSkeleton } from '../../Components/exhibitions/ExhibitionViewerSkeleton.js';
import { ExplicitContentDialog } from '../../Components/exhibitions/ExplicitContentDialog.js';
import { cameFromListing, exhibitionSlugOf } from '../../Components/exhibitions/exhibitionAddress.js';
import { giveExplicitConsent, hasExplicitConsent } from '../../Components/exhibitions/explicitConsent.js';
import { useExhibition } from '../../Components/exhibitions/useExhibitions.js';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import '../../Components/create/create.css';

/** One exhibition (/exhibition-:slug); an explicit one asks for the visitor's age first. */
export function ExhibitionRoute() {
  const { t } = useCreateTranslation();
  const [pathname, navigate] = useLocation();
  const slug = exhibitionSlugOf(pathname);
  const exhibition = useExhibition(slug);
  const [consented, setConsented] = useState<string | null>(null);
  usePageTitle(exhibition.data?.title ?? t('exhibitions.title'));

  // Back to the listing it was opened from; a visitor who arrived by link goes to the listing.
  const handleLeave = useCallback(() => {
    if (cameFromListing(window.history.state)) window.history.back();
    else navigate('/exhibitions');
  }, [navigate]);

  const data = exhibition.data;
  const isAllowed = data && (!data.explicit || consented === data._id || hasExplicitConsent(data._id));

  return (
    <section data-testid="exhibition-page">
      {exhibition.isError ? (
        <>
          <h1>{t('exhibitions.title')}</h1>
          <p role="alert">{t('viewer.unavailable')}</p>
        </>
      ) : !data ? (
        <ExhibitionViewerSkeleton label={t('exhibitions.loading')} />
      ) : isAllowed ? (
        <ExhibitionViewer exhibition={data} onLeave={handleLeave} />
      ) : (
        <>
          <h1 className="art-visually-hidden">{data.title}</h1>
          <ExplicitContentDialog
            isOpen
            onContinue={() => {
              giveExplicitConsent(data._id);
              setConsented(data._id);
            }}
            onCancel={handleLeave}
          />
        </>
      )}
    </section>
  );
}

export default ExhibitionRoute;
