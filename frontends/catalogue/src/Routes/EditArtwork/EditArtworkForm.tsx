import { type ArtworkDraft, type ArtworkView, artworkUpload } from '@art/sdk';
import { Button, ConfirmDialog, useSession, useSnackbar } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { profilePathFor } from '../../Components/browse/links.js';
import { ArtworkForm } from '../../Components/create/ArtworkForm.js';
import { fieldsOf, storedImagesOf } from '../../Components/create/artworkDraft.js';
import { failureMessage } from '../../Components/create/failureMessage.js';
import { catalogueKeys } from '../../catalogueKeys.js';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import './EditArtworkForm.css';

type EditArtworkFormProps = { artwork: ArtworkView };

// A Delete button for roles 11–20 (artist delete) and 21–30 (user-art delete) only.
const canDelete = (role: number) => role >= 11 && role <= 30;

export function EditArtworkForm({ artwork }: EditArtworkFormProps) {
  const { t } = useCreateTranslation();
  const refusalText = useRefusalText();
  const { token, user } = useSession();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const role = user?.role ?? 0;
  const writer = artworkUpload.writerFor(role);
  const authorPath = profilePathFor(artwork.author, user?._id);
  const initialFields = useMemo(() => fieldsOf(artwork), [artwork]);
  const initialImages = useMemo(() => storedImagesOf(artwork), [artwork]);

  const save = useMutation({
    mutationFn: (draft: ArtworkDraft) => artworkUpload.updateArtwork(artwork._id, draft, writer, token ?? ''),
    onSuccess: ({ productSlug }) => {
      showSnackbar(t('editArt.success'), { type: 'success' });
      queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      navigate(`/artwork/${encodeURIComponent(productSlug)}`);
    },
    onError: (error) => showSnackbar(failureMessage(error, t('artworkForm.failed'), refusalText), { type: 'error' }),
  });

  const remove = useMutation({
    mutationFn: () => artworkUpload.deleteArtwork(artwork._id, writer, token ?? ''),
    onSuccess: () => {
      setIsConfirmingDelete(false);
      showSnackbar(t('editArt.deleted'), { type: 'success' });
      queryClient.removeQueries({ queryKey: catalogueKeys.artwork(artwork.slug) });
      queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      navigate(authorPath);
    },
    onError: () => {
      setIsConfirmingDelete(false);
      showSnackbar(t('editArt.deleteFailed'), { type: 'error' });
    },
  });

  const isBusy = save.isPending || save.isSuccess || remove.isPending || remove.isSuccess;

  return (
    <>
      <ArtworkForm
        initialFields={initialFields}
        initialImages={initialImages}
        isEdit
        isBusy={save.isPending || save.isSuccess}
        submitLabel={t('editArt.submit')}
        busyLabel={t('editArt.uploading')}
        onSubmit={(draft) => save.mutate(draft)}
        extraActions={
          <>
            {canDelete(role) && (
              <Button
                variant="danger"
                className="create-actions__start"
                isLoading={remove.isPending}
                disabled={isBusy}
                onClick={() => setIsConfirmingDelete(true)}
                data-testid="artwork-delete"
              >
                {remove.isPending ? t('editArt.deleting') : t('editArt.delete')}
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={isBusy}
              onClick={() => navigate(authorPath)}
              data-testid="artwork-cancel"
            >
              {t('editArt.cancel')}
            </Button>
          </>
        }
      />
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        title={t('editArt.deleteTitle')}
        message={t('editArt.deleteMessage')}
        confirmLabel={t('editArt.delete')}
        cancelLabel={t('editArt.cancel')}
        isDanger
        isBusy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setIsConfirmingDelete(false)}
        testId="delete-artwork-dialog"
      />
    </>
  );
}
