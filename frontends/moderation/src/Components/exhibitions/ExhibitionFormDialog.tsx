import { TextArea, TextInput } from '@art/ui';
import { useDialogForm } from '../../hooks/useDialogForm.js';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { type ExhibitionDraft, emptyExhibitionDraft, exhibitionDraftProblems } from '../../lib/showcaseForms.js';
import { CheckField } from '../console/CheckField.js';
import { FormDialog } from '../console/FormDialog.js';
import '../moderation.css';
import './ExhibitionFormDialog.css';

const EMPTY = emptyExhibitionDraft();

type ExhibitionFormDialogProps = {
  isOpen: boolean;
  /** The exhibition's words when editing; a blank form when creating. */
  initial: ExhibitionDraft | null;
  isBusy: boolean;
  onSave: (draft: ExhibitionDraft) => void;
  onCancel: () => void;
};

/** Create or edit an exhibition: its words, its schedule (which decides current, upcoming, previous) and flags. */
export function ExhibitionFormDialog({ isOpen, initial, isBusy, onSave, onCancel }: ExhibitionFormDialogProps) {
  const { t } = useModerationTranslation();
  const form = useDialogForm(isOpen, initial ?? EMPTY);
  const problems = exhibitionDraftProblems(form.draft);

  function handleSubmit() {
    form.markChecked();
    if (Object.keys(problems).length === 0) onSave(form.draft);
  }

  const problemText = (key: 'title' | 'dates') =>
    form.isChecked && problems[key] ? t(`exhibitions.problems.${problems[key]}`) : null;
  const label = (name: keyof ExhibitionDraft) => t(`exhibitions.fields.${name}`);

  return (
    <FormDialog
      isOpen={isOpen}
      title={initial ? t('exhibitions.editTitle') : t('exhibitions.createTitle')}
      submitLabel={t('exhibitions.save')}
      isBusy={isBusy}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      formClassName="mod-exhibition-form"
      testId="mod-exhibition-dialog"
    >
      <TextInput
        label={label('title')}
        {...form.text('title')}
        required
        maxLength={200}
        error={problemText('title')}
        data-autofocus
      />
      <TextInput label={label('slug')} hint={t('exhibitions.fields.slugHint')} {...form.text('slug')} maxLength={120} />
      <TextInput label={label('subtitle')} {...form.text('subtitle')} maxLength={300} />
      <TextArea label={label('excerpt')} {...form.text('excerpt')} maxLength={5000} rows={3} />
      <div className="mod-form-row">
        <TextInput label={label('artistName')} {...form.text('artistName')} maxLength={200} />
        <TextInput
          label={label('artistSlug')}
          hint={t('exhibitions.fields.artistSlugHint')}
          {...form.text('artistSlug')}
          maxLength={200}
        />
      </div>
      <fieldset className="mod-exhibition-form__schedule">
        <legend>{t('exhibitions.fields.schedule')}</legend>
        <div className="mod-form-row">
          <TextInput label={label('startsAt')} {...form.text('startsAt')} type="datetime-local" required />
          <TextInput
            label={label('endsAt')}
            {...form.text('endsAt')}
            type="datetime-local"
            required
            error={problemText('dates')}
          />
        </div>
      </fieldset>
      <TextInput
        label={label('backgroundColor')}
        hint={t('exhibitions.fields.backgroundColorHint')}
        {...form.text('backgroundColor')}
        maxLength={30}
      />
      <CheckField label={label('explicit')} {...form.flag('explicit')} />
      <CheckField label={label('darkListing')} {...form.flag('darkListing')} />
    </FormDialog>
  );
}
