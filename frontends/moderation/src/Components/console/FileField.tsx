import { useId } from 'react';

type FileFieldProps = {
  label: string;
  hint: string;
  name: string;
  accept: string;
  onFile: (file: File | null) => void;
};

/** One file to upload, with what the server takes written under it. */
export function FileField({ label, hint, name, accept, onFile }: FileFieldProps) {
  const id = useId();
  return (
    <div className="art-field">
      <label htmlFor={id} className="art-field__label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={accept}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <p className="art-field__hint">{hint}</p>
    </div>
  );
}
