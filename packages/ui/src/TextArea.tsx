import { type TextareaHTMLAttributes, useId } from 'react';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | null;
};

export function TextArea({ label, error, id, className, ...rest }: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={['art-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="art-field__label">
        {label}
      </label>
      <textarea
        id={inputId}
        className="art-field__input art-field__textarea"
        aria-invalid={error ? true : undefined}
        {...rest}
      />
      {error && (
        <span className="art-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
