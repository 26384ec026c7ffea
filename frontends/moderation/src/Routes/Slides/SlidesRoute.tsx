import * as showcase from '@art/sdk/showcase';
import { Button, ConfirmDialog, useSession } from '@art/ui';
import { useMemo, useState } from 'react';
import { ConsolePage } from '../../Components/console/ConsolePage.js';
import { QueryState } from '../../Components/console/QueryState.js';
import { SlideFormDialog } from '../../Components/slides/SlideFormDialog.js';
import { SlideTable } from '../../Components/slides/SlideTable.js';
import { useConsoleQuery } from '../../hooks/useConsoleQuery.js';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { useOperatorMutation } from '../../hooks/useOperatorMutation.js';
import { focusAfterRemoval } from '../../lib/focus.js';
import type { SlideDraft } from '../../lib/showcaseForms.js';
import { moderationKeys } from '../../moderationKeys.js';
import '../../Components/moderation.css';

type Editing = { mode: 'create' } | { mode: 'edit'; slide: showcase.OperatorSlide } | null;

const draftOf = (slide: showcase.OperatorSlide): SlideDraft => ({
  title: slide.title,
  artistName: slide.linkArtist.name,
  artistSlug: slide.linkArtist.slug,
  explicit: slide.explicit,
});

/**
 * /moderation/slides: the home page's banner slides in their order: add, edit, move, give a
 * picture (a slide shows on the home page once it has one), mark explicit, delete.
 */
export function SlidesRoute() {
  const { t } = useModerationTranslation();
  const { token } = useSession();
  const slides = useConsoleQuery(moderationKeys.slides, (options) => showcase.listSlides(options));
  const list = slides.data ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<showcase.OperatorSlide | null>(null);
  const initial = useMemo(() => (editing?.mode === 'edit' ? draftOf(editing.slide) : null), [editing]);

  const save = useOperatorMutation({
    mutationFn: ({ draft, id }: { draft: SlideDraft; id?: string }) => {
      const body = { ...draft, title: draft.title.trim(), artistSlug: draft.artistSlug.trim() };
      return id ? showcase.updateSlide(id, body, { token }) : showcase.createSlide(body, { token });
    },
    success: (saved) => t('slides.saved', { title: saved.title }),
    invalidate: [moderationKeys.slides],
    onDone: () => setEditing(null),
  });
  const move = useOperatorMutation({
    mutationFn: ({ slide, position }: { slide: showcase.OperatorSlide; position: number }) =>
      showcase.updateSlide(slide._id, { position }, { token }),
    success: (saved) => t('slides.moved', { title: saved.title, position: saved.position + 1 }),
    invalidate: [moderationKeys.slides],
  });
  const picture = useOperatorMutation({
    mutationFn: ({ slide, image }: { slide: showcase.OperatorSlide; image: File }) =>
      showcase.uploadSlideImage(slide._id, image, { token }),
    success: (saved) => t('slides.pictureSaved', { title: saved.title }),
    invalidate: [moderationKeys.slides],
  });
  const remove = useOperatorMutation({
    mutationFn: (slide: showcase.OperatorSlide) => showcase.deleteSlide(slide._id, { token }),
    success: (removed) => t('slides.deleted', { title: removed.title }),
    invalidate: [moderationKeys.slides],
    onDone: () => {
      setDeleting(null);
      focusAfterRemoval();
    },
  });

  return (
    <ConsolePage title={t('slides.title')} intro={t('slides.intro')} testId="mod-slides">
      <div className="mod-actions">
        <Button onClick={() => setEditing({ mode: 'create' })} data-testid="mod-new-slide">
          {t('slides.create')}
        </Button>
      </div>
      <QueryState
        isLoading={slides.isLoading}
        error={slides.error}
        isEmpty={list.length === 0}
        emptyText={t('slides.empty')}
        onRetry={() => void slides.refetch()}
        testId="mod-slides"
      >
        <SlideTable
          slides={list}
          isBusy={move.isPending || picture.isPending}
          onMove={(slide, position) => move.mutate({ slide, position })}
          onEdit={(slide) => setEditing({ mode: 'edit', slide })}
          onPicture={(slide, image) => picture.mutate({ slide, image })}
          onDelete={setDeleting}
        />
      </QueryState>
      <SlideFormDialog
        isOpen={editing !== null}
        initial={initial}
        isBusy={save.isPending}
        onSave={(draft) => save.mutate({ draft, id: editing?.mode === 'edit' ? editing.slide._id : undefined })}
        onCancel={() => setEditing(null)}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('slides.deleteTitle')}
        message={t('slides.deleteMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('slides.delete')}
        cancelLabel={t('common.cancel')}
        isDanger
        isBusy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
        testId="mod-slide-delete"
      />
    </ConsolePage>
  );
}

export default SlidesRoute;
