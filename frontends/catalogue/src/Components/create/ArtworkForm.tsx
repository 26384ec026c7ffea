import type { ArtworkDraft } from '@art/sdk';
import { Button, Spinner, TextArea, TextInput, useSnackbar } from '@art/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import { useSortedCategories } from '../../hooks/useSortedCategories.js';
import { artworkProblem, DIMENSIONS, type Dimension, MAX_PRICE, MAX_STOCK } from '../../validation/artworkForm.js';
import { type ArtworkFields, EMPTY_FIELDS, formValues, type PickedImage, toDraft } from './artworkDraft.js';
import { CategoryFields } from './CategoryFields.js';
import { ImagesField } from './ImagesField.js';
import { TagsField } from './TagsField.js';
import './ArtworkForm.css';
import './create.css';

type ArtworkFormProps = {
  initialFields?: ArtworkFields;
  initialImages?: PickedImage[];
  isEdit: boolean;
  isBusy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (draft: ArtworkDraft) => void;
  /** Shown at the start of the action row (Edit Art's Delete and Cancel). */
  extraActions?: ReactNode;
};

let pickedCount = 0;

/** The Upload Art and Edit Art form: checks in the order of its fields, the first failure as an error toast. */
export function ArtworkForm({
  initialFields = EMPTY_FIELDS,
  initialImages = [],
  isEdit,
  isBusy,
  submitLabel,
  busyLabel,
  onSubmit,
  extraActions,
}: ArtworkFormProps) {
  const { t } = useCreateTranslation();
  const { showSnackbar } = useSnackbar();
  const formId = useId();
  const categories = useSortedCategories();
  const [fields, setFields] = useState(initialFields);
  const [images, setImages] = useState(initialImages);
  const [invalidField, setInvalidField] = useState<string | null>(null);
  const fieldId = (name: string) => `${formId}-${name}`;

  // Preview URLs of picked files hold memory until revoked: on removal, and all of them on leaving.
  const picked = useRef(images);
  picked.current = images;
  useEffect(
    () => () => {
      for (const image of picked.current) if (image.kind === 'new') URL.revokeObjectURL(image.previewUrl);
    },
    [],
  );

  function update(next: Partial<ArtworkFields>) {
    setFields((current) => ({ ...current, ...next }));
    setInvalidField(null);
  }

  function updateDimension(key: Dimension, value: string) {
    setFields((current) => ({ ...current, dimensions: { ...current.dimensions, [key]: value } }));
    setInvalidField(null);
  }

  function handleAddImages(files: File[]) {
    const added = files.map((file) => {
      pickedCount += 1;
      return { key: `new-${pickedCount}`, kind: 'new' as const, file, previewUrl: URL.createObjectURL(file) };
    });
    setImages((current) => [...current, ...added]);
    setInvalidField(null);
  }

  function handleRemoveImage(key: string) {
    const removed = images.find((image) => image.key === key);
    if (removed?.kind === 'new') URL.revokeObjectURL(removed.previewUrl);
    setImages((current) => current.filter((image) => image.key !== key));
  }

  function handleMakeMain(key: string) {
    setImages((current) => {
      const chosen = current.find((image) => image.key === key);
      return chosen ? [chosen, ...current.filter((image) => image.key !== key)] : current;
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const problem = artworkProblem(formValues(fields, images));
    if (problem) {
      setInvalidField(problem.field);
      showSnackbar(t(problem.key, problem.values), { type: 'error' });
      document.getElementById(fieldId(problem.field))?.focus();
      return;
    }
    onSubmit(toDraft(fields, images, isEdit));
  }

  const invalid = (name: string) => (invalidField === name ? true : undefined);

  return (
    <form className="create-form" onSubmit={handleSubmit} noValidate data-testid="artwork-form">
      <ImagesField images={images} onAdd={handleAddImages} onRemove={handleRemoveImage} onMakeMain={handleMakeMain} />

      <fieldset className="create-section">
        <legend>{t('artworkForm.basicSection')}</legend>
        <TextInput
          id={fieldId('name')}
          label={`${t('artworkForm.name')} *`}
          value={fields.name}
          maxLength={200}
          aria-invalid={invalid('name')}
          onChange={(event) => update({ name: event.target.value })}
          data-testid="artwork-name"
        />
        <TextArea
          label={t('artworkForm.description')}
          value={fields.description}
          maxLength={5000}
          onChange={(event) => update({ description: event.target.value })}
          data-testid="artwork-description"
        />
      </fieldset>

      {categories.data ? (
        <CategoryFields
          categories={categories.data}
          mainCategory={fields.mainCategory}
          subCategories={fields.subCategories}
          onChange={update}
        />
      ) : (
        <fieldset className="create-section">
          <legend>{t('artworkForm.categoriesSection')}</legend>
          {categories.isError ? (
            <p className="create-muted">{t('artworkForm.categoriesFailed')}</p>
          ) : (
            <Spinner size={24} />
          )}
        </fieldset>
      )}

      <fieldset className="create-section">
        <legend>{t('artworkForm.priceSection')}</legend>
        <div className="create-row">
          <TextInput
            id={fieldId('price')}
            label={`${t('artworkForm.price')} *`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_PRICE}
            step={1}
            hint={t('artworkForm.priceHint')}
            value={fields.price}
            aria-invalid={invalid('price')}
            onChange={(event) => update({ price: event.target.value })}
            data-testid="artwork-price"
          />
          <TextInput
            id={fieldId('stock')}
            label={`${t('artworkForm.stock')} *`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_STOCK}
            step={1}
            value={fields.stock}
            aria-invalid={invalid('stock')}
            onChange={(event) => update({ stock: event.target.value })}
            data-testid="artwork-stock"
          />
        </div>
      </fieldset>

      <fieldset className="create-section">
        <legend>{t('artworkForm.dimensionsSection')}</legend>
        <div className="create-row">
          {DIMENSIONS.map((key) => (
            <TextInput
              key={key}
              id={fieldId(key)}
              label={t(`artworkForm.${key}`)}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={fields.dimensions[key]}
              aria-invalid={invalid(key)}
              onChange={(event) => updateDimension(key, event.target.value)}
              data-testid={`artwork-${key}`}
            />
          ))}
        </div>
      </fieldset>

      <TagsField tags={fields.tags} onChange={(tags) => update({ tags })} />

      <div className="create-actions">
        {extraActions}
        <Button type="submit" isLoading={isBusy} data-testid="artwork-submit">
          {isBusy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
