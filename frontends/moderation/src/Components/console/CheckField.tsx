import type { InputHTMLAttributes } from 'react';
import './CheckField.css';

type CheckFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

/** A checkbox with its words beside it, the whole line clickable. */
export function CheckField({ label, ...input }: CheckFieldProps) {
  return (
    <label className="mod-check">
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}
