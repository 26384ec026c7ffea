import { type ArtworkDraft, artworkUpload } from '@art/sdk';
import { usePageTitle, useSession, useSnackbar } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ArtworkForm } from '../../Components/create/ArtworkForm.js';
import { failureMessage } from '../../Components/create/failureMessage.js';
import { landingPath } from '../../Components/create/landingPath.js';
import { catalogueKeys } from '../../catalogueKeys.js';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import '../../Components/create/create.css';

/** Upload Art (/upload, signed in): artists upload to their studio, everyone else as user art. */
export function UploadArtworkRoute() {
  const { t } = useCreateTranslation();
  const refusalText = useRefusalText();
  usePageTitle(t('uploadArt.title'));
  const { token, user } = useSession();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const writer = artworkUpload.writerFor(user?.role ?? 0);

  const upload = useMutation({
    mutationFn: (draft: ArtworkDraft) => artworkUpload.uploadArtwork(draft, writer, token ?? ''),
    onSuccess: ({ productSlug }) => {
      showSnackbar(t('uploadArt.success'), { type: 'success' });
      // Listings, the author's works and search all may now show the new artwork.
      queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      navigate(landingPath(writer, productSlug));
    },
    onError: (error) => showSnackbar(failureMessage(error, t('artworkForm.failed'), refusalText), { type: 'error' }),
  });

  return (
    <section className="create-page" data-testid="upload-artwork-page">
      <h1>{t('uploadArt.title')}</h1>
      <ArtworkForm
        isEdit={false}
        isBusy={upload.isPending || upload.isSuccess}
        submitLabel={t('uploadArt.submit')}
        busyLabel={t('uploadArt.uploading')}
        onSubmit={(draft) => upload.mutate(draft)}
      />
    </section>
  );
}

export default UploadArtworkRoute;
