import type { Category, CategoryRef } from '@art/sdk';
import { useCategoryName } from '@art/ui';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import '../identity.css';
import './CategoryPicker.css';

type CategoryPickerProps = {
  categories: Category[];
  selected: CategoryRef[];
  onChange: (selected: CategoryRef[]) => void;
};

export function CategoryPicker({ categories, selected, onChange }: CategoryPickerProps) {
  const nameOf = useCategoryName();
  const { t } = useIdentityTranslation();
  const selectedIds = new Set(selected.map((category) => category._id));

  function handleToggle(category: Category) {
    onChange(
      selectedIds.has(category._id)
        ? selected.filter((item) => item._id !== category._id)
        : [...selected, { _id: category._id, name: category.name }],
    );
  }

  return (
    <fieldset className="identity-fieldset">
      <legend>{t('edit.styles')}</legend>
      <div className="identity-checks">
        {categories.map((category) => (
          <label key={category._id}>
            <input type="checkbox" checked={selectedIds.has(category._id)} onChange={() => handleToggle(category)} />
            {nameOf(category)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
