import { TextInput } from '@art/ui';
import { useDialogForm } from '../../hooks/useDialogForm.js';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import type { SlideDraft } from '../../lib/showcaseForms.js';
import { CheckField } from '../console/CheckField.js';
import { FormDialog } from '../console/FormDialog.js';
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
  const form = useDialogForm(isOpen, initial ?? EMPTY);
  const isTitleMissing = form.draft.title.trim() === '';

  function handleSubmit() {
    form.markChecked();
    if (!isTitleMissing) onSave(form.draft);
  }

  return (
    <FormDialog
      isOpen={isOpen}
      title={initial ? t('slides.editTitle') : t('slides.createTitle')}
      submitLabel={t('slides.save')}
      isBusy={isBusy}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      formClassName="mod-slide-form"
      testId="mod-slide-dialog"
    >
      <TextInput
        label={t('slides.fields.title')}
        {...form.text('title')}
        required
        maxLength={200}
        error={form.isChecked && isTitleMissing ? t('slides.titleRequired') : null}
        data-autofocus
      />
      <TextInput label={t('slides.fields.artistName')} {...form.text('artistName')} maxLength={200} />
      <TextInput
        label={t('slides.fields.artistSlug')}
        hint={t('slides.fields.artistSlugHint')}
        {...form.text('artistSlug')}
        maxLength={200}
      />
      <CheckField label={t('slides.fields.explicit')} {...form.flag('explicit')} />
      {!initial && <p className="mod-muted">{t('slides.pictureAfter')}</p>}
    </FormDialog>
  );
}
