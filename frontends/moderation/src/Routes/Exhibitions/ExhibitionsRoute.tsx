import * as showcase from '@art/sdk/showcase';
import { Button, ConfirmDialog, useSession } from '@art/ui';
import { useMemo, useState } from 'react';
import { ConsolePage } from '../../Components/console/ConsolePage.js';
import { QueryState } from '../../Components/console/QueryState.js';
import { ExhibitionFormDialog } from '../../Components/exhibitions/ExhibitionFormDialog.js';
import { ExhibitionMediaDialog, type ImageUpload } from '../../Components/exhibitions/ExhibitionMediaDialog.js';
import { ExhibitionTable } from '../../Components/exhibitions/ExhibitionTable.js';
import { useConsoleQuery } from '../../hooks/useConsoleQuery.js';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { useOperatorMutation } from '../../hooks/useOperatorMutation.js';
import { focusAfterRemoval } from '../../lib/focus.js';
import { draftOf, type ExhibitionDraft, exhibitionBody } from '../../lib/showcaseForms.js';
import { moderationKeys } from '../../moderationKeys.js';
import '../../Components/moderation.css';

type Editing = { mode: 'create' } | { mode: 'edit'; exhibition: showcase.OperatorExhibition } | null;

/**
 * /moderation/exhibitions: every exhibition with its period now (current, upcoming, previous follow
 * the dates), create and edit them, upload their pictures and audio, delete them. Each change is
 * on the public pages at once and in the audit log.
 */
export function ExhibitionsRoute() {
  const { t } = useModerationTranslation();
  const { token } = useSession();
  const exhibitions = useConsoleQuery(moderationKeys.exhibitions, (options) => showcase.listExhibitions(options));
  const list = exhibitions.data ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const [mediaId, setMediaId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<showcase.OperatorExhibition | null>(null);
  const media = list.find((exhibition) => exhibition._id === mediaId) ?? null;
  const initial = useMemo(() => (editing?.mode === 'edit' ? draftOf(editing.exhibition) : null), [editing]);

  const save = useOperatorMutation({
    mutationFn: ({ draft, id }: { draft: ExhibitionDraft; id?: string }) =>
      id
        ? showcase.updateExhibition(id, exhibitionBody(draft), { token })
        : showcase.createExhibition(exhibitionBody(draft), { token }),
    success: (saved) => t('exhibitions.saved', { title: saved.title }),
    invalidate: [moderationKeys.exhibitions],
    onDone: () => setEditing(null),
  });
  const upload = useOperatorMutation({
    mutationFn: (input: { id: string } & ({ image: ImageUpload } | { audio: File } | { removeAudio: true })) => {
      if ('image' in input) {
        const { slot, image, title, details } = input.image;
        return showcase.uploadExhibitionImage(
          input.id,
          { slot, image, ...(slot === 'item' ? { title, details } : {}) },
          { token },
        );
      }
      if ('audio' in input) return showcase.uploadExhibitionAudio(input.id, input.audio, { token });
      return showcase.updateExhibition(input.id, { removeAudio: true }, { token });
    },
    success: (saved) => t('exhibitions.mediaSaved', { title: saved.title }),
    invalidate: [moderationKeys.exhibitions],
  });
  const remove = useOperatorMutation({
    mutationFn: (exhibition: showcase.OperatorExhibition) => showcase.deleteExhibition(exhibition._id, { token }),
    success: (removed) => t('exhibitions.deleted', { title: removed.title }),
    invalidate: [moderationKeys.exhibitions],
    onDone: () => {
      setDeleting(null);
      focusAfterRemoval();
    },
  });

  return (
    <ConsolePage title={t('exhibitions.title')} intro={t('exhibitions.intro')} testId="mod-exhibitions">
      <div className="mod-actions">
        <Button onClick={() => setEditing({ mode: 'create' })} data-testid="mod-new-exhibition">
          {t('exhibitions.create')}
        </Button>
      </div>
      <QueryState
        isLoading={exhibitions.isLoading}
        error={exhibitions.error}
        isEmpty={list.length === 0}
        emptyText={t('exhibitions.empty')}
        onRetry={() => void exhibitions.refetch()}
        testId="mod-exhibitions"
      >
        <ExhibitionTable
          exhibitions={list}
          onEdit={(exhibition) => setEditing({ mode: 'edit', exhibition })}
          onMedia={(exhibition) => setMediaId(exhibition._id)}
          onDelete={setDeleting}
        />
      </QueryState>
      <ExhibitionFormDialog
        isOpen={editing !== null}
        initial={initial}
        isBusy={save.isPending}
        onSave={(draft) => save.mutate({ draft, id: editing?.mode === 'edit' ? editing.exhibition._id : undefined })}
        onCancel={() => setEditing(null)}
      />
      <ExhibitionMediaDialog
        exhibition={media}
        isBusy={upload.isPending}
        onUploadImage={(image) => media && upload.mutate({ id: media._id, image })}
        onUploadAudio={(audio) => media && upload.mutate({ id: media._id, audio })}
        onRemoveAudio={() => media && upload.mutate({ id: media._id, removeAudio: true })}
        onClose={() => setMediaId(null)}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('exhibitions.deleteTitle')}
        message={t('exhibitions.deleteMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('exhibitions.delete')}
        cancelLabel={t('common.cancel')}
        isDanger
        isBusy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
        testId="mod-exhibition-delete"
      />
    </ConsolePage>
  );
}

export default ExhibitionsRoute;
