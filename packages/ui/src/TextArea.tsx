import { type TextareaHTMLAttributes, useId } from 'react';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** Shown under the field and tied to it (aria-invalid + aria-describedby), so it is read with the field. */
  error?: string | null;
  hint?: string;
};

export function TextArea({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={['art-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="art-field__label">
        {label}
      </label>
      <textarea
        id={inputId}
        className="art-field__input art-field__textarea"
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
