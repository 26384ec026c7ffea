import { usePageTitle, useSession } from '@art/ui';
import { Redirect, useParams } from 'wouter';
import { useArtwork } from '../../hooks/useArtwork.js';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import { EditArtworkForm } from './EditArtworkForm.js';
import { EditArtworkSkeleton } from './EditArtworkSkeleton.js';
import '../../Components/create/create.css';

/** Edit Art (/artwork/:slug/edit): only for the artwork's owner; anyone else goes to the artwork. */
export function EditArtworkRoute() {
  const { t } = useCreateTranslation();
  usePageTitle(t('editArt.title'));
  const { slug = '' } = useParams<{ slug: string }>();
  const { user } = useSession();
  const artwork = useArtwork(slug);
  const artworkPath = `/artwork/${encodeURIComponent(slug)}`;

  if (!user) return <Redirect to={artworkPath} replace />;
  if (artwork.data && artwork.data.author._id !== user._id) return <Redirect to={artworkPath} replace />;

  return (
    <section className="create-page" data-testid="edit-artwork-page">
      <h1>{t('editArt.title')}</h1>
      {artwork.data ? (
        // Keyed by artwork: a refetch or a language change never resets unsaved edits.
        <EditArtworkForm key={artwork.data._id} artwork={artwork.data} />
      ) : artwork.isError ? (
        <p className="create-center" role="alert">
          {t('editArt.unavailable')}
        </p>
      ) : (
        <EditArtworkSkeleton label={t('editArt.loading')} />
      )}
    </section>
  );
}

export default EditArtworkRoute;
