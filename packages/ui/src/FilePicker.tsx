import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { useLanguageTexts } from './languageTexts.js';

export type FilePickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'onChange'> & {
  id: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The names of the files chosen so far (the browser's own list is in its language, not the page's). */
  chosen: readonly string[];
};

/**
 * A file input whose button and "no file chosen" speak the page's language: the browser draws a
 * native file input in its own ("Choose File"), whatever language the page is in. The input stays
 * the real one (keyboard, screen readers, the field's label), only drawn as our button.
 */
export function FilePicker({ id, multiple, chosen, ...input }: FilePickerProps) {
  const { t } = useLanguageTexts('ui');
  return (
    <span className="art-file-picker">
      <input {...input} id={id} type="file" multiple={multiple} className="art-visually-hidden" />
      <label htmlFor={id} className="art-button art-button--secondary art-button--small" aria-hidden="true">
        {t(multiple ? 'file.chooseFiles' : 'file.chooseFile')}
      </label>
      <span className="art-file-picker__chosen">{chosen.length > 0 ? chosen.join(', ') : t('file.noneChosen')}</span>
    </span>
  );
}
