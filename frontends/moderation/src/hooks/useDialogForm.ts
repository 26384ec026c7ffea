import { type ChangeEvent, useEffect, useState } from 'react';

type TextName<Draft> = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft] & string;
type FlagName<Draft> = { [K in keyof Draft]: Draft[K] extends boolean ? K : never }[keyof Draft] & string;

/**
 * A dialog form's draft, and whether Save was pressed (a problem is shown only after that). Each
 * opening starts again from `start`, so nothing typed for one record is carried to the next; `start`
 * must keep its identity between renders (a constant, or the record being edited).
 */
export function useDialogForm<Draft extends object>(opening: unknown, start: Draft) {
  const [draft, setDraft] = useState(start);
  const [isChecked, setIsChecked] = useState(false);

  useEffect(() => {
    if (opening) {
      setDraft(start);
      setIsChecked(false);
    }
  }, [opening, start]);

  const change = (name: keyof Draft, value: unknown) => setDraft((current) => ({ ...current, [name]: value }));

  return {
    draft,
    isChecked,
    markChecked: () => setIsChecked(true),
    /** A text field's name, value and onChange, for a TextInput or TextArea named as the draft's key. */
    text: (name: TextName<Draft>) => ({
      name,
      value: draft[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(name, event.target.value),
    }),
    /** A checkbox's name, checked and onChange. */
    flag: (name: FlagName<Draft>) => ({
      name,
      checked: draft[name] as boolean,
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.checked),
    }),
  };
}
