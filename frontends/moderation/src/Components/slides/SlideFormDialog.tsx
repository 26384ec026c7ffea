import { Button, Dialog, TextInput } from '@art/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import type { SlideDraft } from '../../lib/showcaseForms.js';
import '../moderation.css';
import './SlideFormDialog.css';

const EMPTY: SlideDraft = { title: '', artistName: '', artistSlug: '', explicit: false };

type SlideFormDialogProps = {
  isOpen: boolean;
  initial: SlideDraft | null;
  isBusy: boolean;
  onSave: (draft: SlideDraft) => void;
  onCancel: () => void;
};

/** Create or edit a home slide: its title, the studio it links to, whether it is explicit. */
export function SlideFormDialog({ isOpen, initial, isBusy, onSave, onCancel }: SlideFormDialogProps) {
  const { t } = useModerationTranslation();
  const formId = useId();
  const [draft, setDraft] = useState<SlideDraft>(initial ?? EMPTY);
  const [isChecked, setIsChecked] = useState(false);
  const isTitleMissing = draft.title.trim() === '';

  useEffect(() => {
    if (isOpen) {
      setDraft(initial ?? EMPTY);
      setIsChecked(false);
    }
  }, [isOpen, initial]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (!isTitleMissing) onSave(draft);
  }

  return (
    <Dialog
      isOpen={isOpen}
      title={initial ? t('slides.editTitle') : t('slides.createTitle')}
      onClose={onCancel}
      closeLabel={t('common.close')}
      testId="mod-slide-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={isBusy}>
            {t('slides.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="mod-slide-form" onSubmit={handleSubmit} noValidate>
        <TextInput
          label={t('slides.fields.title')}
          name="title"
          required
          maxLength={200}
          value={draft.title}
          error={isChecked && isTitleMissing ? t('slides.titleRequired') : null}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          data-autofocus
        />
        <TextInput
          label={t('slides.fields.artistName')}
          name="artistName"
          maxLength={200}
          value={draft.artistName}
          onChange={(event) => setDraft({ ...draft, artistName: event.target.value })}
        />
        <TextInput
          label={t('slides.fields.artistSlug')}
          hint={t('slides.fields.artistSlugHint')}
          name="artistSlug"
          maxLength={200}
          value={draft.artistSlug}
          onChange={(event) => setDraft({ ...draft, artistSlug: event.target.value })}
        />
        <label className="mod-slide-form__check">
          <input
            type="checkbox"
            name="explicit"
            checked={draft.explicit}
            onChange={(event) => setDraft({ ...draft, explicit: event.target.checked })}
          />
          {t('slides.fields.explicit')}
        </label>
        {!initial && <p className="mod-muted">{t('slides.pictureAfter')}</p>}
      </form>
    </Dialog>
  );
}
