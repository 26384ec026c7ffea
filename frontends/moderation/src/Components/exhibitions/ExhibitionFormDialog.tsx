import { Button, Dialog, TextArea, TextInput } from '@art/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { type ExhibitionDraft, emptyExhibitionDraft, exhibitionDraftProblems } from '../../lib/showcaseForms.js';
import '../moderation.css';
import './ExhibitionFormDialog.css';

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
  const formId = useId();
  const [draft, setDraft] = useState<ExhibitionDraft>(initial ?? emptyExhibitionDraft());
  const [isChecked, setIsChecked] = useState(false);
  const problems = exhibitionDraftProblems(draft);

  useEffect(() => {
    if (isOpen) {
      setDraft(initial ?? emptyExhibitionDraft());
      setIsChecked(false);
    }
  }, [isOpen, initial]);

  const set =
    <K extends keyof ExhibitionDraft>(key: K) =>
    (value: ExhibitionDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (Object.keys(problems).length === 0) onSave(draft);
  }

  const problemText = (key: 'title' | 'dates') =>
    isChecked && problems[key] ? t(`exhibitions.problems.${problems[key]}`) : null;

  return (
    <Dialog
      isOpen={isOpen}
      title={initial ? t('exhibitions.editTitle') : t('exhibitions.createTitle')}
      onClose={onCancel}
      closeLabel={t('common.close')}
      testId="mod-exhibition-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={isBusy}>
            {t('exhibitions.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="mod-exhibition-form" onSubmit={handleSubmit} noValidate>
        <TextInput
          label={t('exhibitions.fields.title')}
          name="title"
          required
          maxLength={200}
          value={draft.title}
          error={problemText('title')}
          onChange={(event) => set('title')(event.target.value)}
          data-autofocus
        />
        <TextInput
          label={t('exhibitions.fields.slug')}
          hint={t('exhibitions.fields.slugHint')}
          name="slug"
          maxLength={120}
          value={draft.slug}
          onChange={(event) => set('slug')(event.target.value)}
        />
        <TextInput
          label={t('exhibitions.fields.subtitle')}
          name="subtitle"
          maxLength={300}
          value={draft.subtitle}
          onChange={(event) => set('subtitle')(event.target.value)}
        />
        <TextArea
          label={t('exhibitions.fields.excerpt')}
          name="excerpt"
          maxLength={5000}
          rows={3}
          value={draft.excerpt}
          onChange={(event) => set('excerpt')(event.target.value)}
        />
        <div className="mod-form-row">
          <TextInput
            label={t('exhibitions.fields.artistName')}
            name="artistName"
            maxLength={200}
            value={draft.artistName}
            onChange={(event) => set('artistName')(event.target.value)}
          />
          <TextInput
            label={t('exhibitions.fields.artistSlug')}
            hint={t('exhibitions.fields.artistSlugHint')}
            name="artistSlug"
            maxLength={200}
            value={draft.artistSlug}
            onChange={(event) => set('artistSlug')(event.target.value)}
          />
        </div>
        <fieldset className="mod-exhibition-form__schedule">
          <legend>{t('exhibitions.fields.schedule')}</legend>
          <div className="mod-form-row">
            <TextInput
              label={t('exhibitions.fields.startsAt')}
              name="startsAt"
              type="datetime-local"
              required
              value={draft.startsAt}
              onChange={(event) => set('startsAt')(event.target.value)}
            />
            <TextInput
              label={t('exhibitions.fields.endsAt')}
              name="endsAt"
              type="datetime-local"
              required
              value={draft.endsAt}
              error={problemText('dates')}
              onChange={(event) => set('endsAt')(event.target.value)}
            />
          </div>
        </fieldset>
        <TextInput
          label={t('exhibitions.fields.backgroundColor')}
          hint={t('exhibitions.fields.backgroundColorHint')}
          name="backgroundColor"
          maxLength={30}
          value={draft.backgroundColor}
          onChange={(event) => set('backgroundColor')(event.target.value)}
        />
        <label className="mod-exhibition-form__check">
          <input
            type="checkbox"
            name="explicit"
            checked={draft.explicit}
            onChange={(event) => set('explicit')(event.target.checked)}
          />
          {t('exhibitions.fields.explicit')}
        </label>
        <label className="mod-exhibition-form__check">
          <input
            type="checkbox"
            name="darkListing"
            checked={draft.darkListing}
            onChange={(event) => set('darkListing')(event.target.checked)}
          />
          {t('exhibitions.fields.darkListing')}
        </label>
      </form>
    </Dialog>
  );
}
