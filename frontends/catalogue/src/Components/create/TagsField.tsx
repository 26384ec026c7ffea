import { Button } from '@art/ui';
import { type KeyboardEvent, useId, useState } from 'react';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import { addTag, MAX_ARTWORK_TAGS } from '../../validation/artworkForm.js';
import './TagsField.css';
import './create.css';

type TagsFieldProps = { tags: string[]; onChange: (tags: string[]) => void };

/** Artwork Tags: optional, up to 10; the input locks once there are 10. */
export function TagsField({ tags, onChange }: TagsFieldProps) {
  const { t } = useCreateTranslation();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const isFull = tags.length >= MAX_ARTWORK_TAGS;

  function handleAdd() {
    onChange(addTag(tags, typed));
    setTyped('');
  }

  // Enter adds the tag instead of submitting the whole form; a comma does the same.
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      handleAdd();
    }
  }

  return (
    <fieldset className="create-section">
      <legend>{t('artworkForm.tagsSection')}</legend>
      <div className="create-tag-input">
        <div className="art-field">
          <label className="art-field__label" htmlFor={inputId}>
            {t('artworkForm.tag')}
          </label>
          <input
            id={inputId}
            className="art-field__input"
            value={typed}
            disabled={isFull}
            maxLength={40}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={handleKeyDown}
            data-testid="artwork-tag-input"
          />
        </div>
        <Button variant="secondary" onClick={handleAdd} disabled={isFull || !typed.trim()}>
          {t('artworkForm.addTag')}
        </Button>
      </div>
      <p id={`${inputId}-hint`} className="create-muted" aria-live="polite">
        {isFull
          ? t('artworkForm.tagsFull', { max: MAX_ARTWORK_TAGS })
          : t('artworkForm.tagsHint', { count: tags.length, max: MAX_ARTWORK_TAGS })}
      </p>
      {tags.length > 0 && (
        <ul className="create-tags" data-testid="artwork-tags">
          {tags.map((tag) => (
            <li key={tag} className="create-tag">
              {tag}
              <button
                type="button"
                aria-label={t('artworkForm.removeTag', { tag })}
                onClick={() => onChange(tags.filter((item) => item !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
