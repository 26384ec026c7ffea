import { FilePicker } from '@art/ui';
import { useId, useState } from 'react';

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
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="art-field">
      <label htmlFor={id} className="art-field__label">
        {label}
      </label>
      <FilePicker
        id={id}
        name={name}
        accept={accept}
        chosen={chosen ? [chosen] : []}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          setChosen(file?.name ?? null);
          onFile(file);
        }}
      />
      <p className="art-field__hint">{hint}</p>
    </div>
  );
}
