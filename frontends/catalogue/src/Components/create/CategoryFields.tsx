import type { SortedCategory } from '@art/sdk';
import { useCategoryName } from '@art/ui';
import { useId } from 'react';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import './CategoryFields.css';
import './create.css';

type CategoryFieldsProps = {
  categories: SortedCategory[];
  mainCategory: string;
  subCategories: string[];
  onChange: (next: { mainCategory: string; subCategories: string[] }) => void;
};

/** Categories: one main category (required) and any of its sub-categories. */
export function CategoryFields({ categories, mainCategory, subCategories, onChange }: CategoryFieldsProps) {
  const nameOf = useCategoryName();
  const { t } = useCreateTranslation();
  const selectId = useId();
  const main = categories.find((category) => category._id === mainCategory);
  const chosen = new Set(subCategories);

  function handleSubToggle(id: string) {
    const next = chosen.has(id) ? subCategories.filter((item) => item !== id) : [...subCategories, id];
    onChange({ mainCategory, subCategories: next });
  }

  return (
    <fieldset className="create-section">
      <legend>{t('artworkForm.categoriesSection')}</legend>
      <div className="art-field">
        <label className="art-field__label" htmlFor={selectId}>
          {t('artworkForm.mainCategory')} *
        </label>
        <select
          id={selectId}
          className="create-select"
          value={mainCategory}
          // Sub-categories belong to one main category: changing it starts them again.
          onChange={(event) => onChange({ mainCategory: event.target.value, subCategories: [] })}
          data-testid="artwork-main-category"
        >
          <option value="">{t('artworkForm.chooseCategory')}</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {nameOf(category)}
            </option>
          ))}
        </select>
      </div>
      {main && main.children.length > 0 && (
        <fieldset className="create-section" style={{ borderTop: 0, paddingTop: 0 }}>
          <legend className="art-field__label">{t('artworkForm.subCategories')}</legend>
          <div className="create-checks">
            {main.children.map((child) => (
              <label key={child._id}>
                <input type="checkbox" checked={chosen.has(child._id)} onChange={() => handleSubToggle(child._id)} />
                {child.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}
