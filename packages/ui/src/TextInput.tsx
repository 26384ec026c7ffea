import { type InputHTMLAttributes, useId } from 'react';

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the field and tied to it (aria-invalid + aria-describedby), so it is read with the field. */
  error?: string | null;
  hint?: string;
  isLabelHidden?: boolean;
};

export function TextInput({
  label,
  error,
  hint,
  isLabelHidden = false,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={['art-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={isLabelHidden ? 'art-visually-hidden' : 'art-field__label'}>
        {label}
      </label>
      <input
        id={inputId}
        className="art-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {hint && (
        <span id={hintId} className="art-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="art-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
