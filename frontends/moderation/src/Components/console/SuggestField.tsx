import { TextInput, type TextInputProps } from '@art/ui';

type Suggestion = { value: string; label?: string };

type SuggestFieldProps = Omit<TextInputProps, 'list' | 'autoComplete'> & {
  listId: string;
  suggestions: Suggestion[];
};

/** A text field offering values already seen (the browser's own list), while any other can still be typed. */
export function SuggestField({ listId, suggestions, ...input }: SuggestFieldProps) {
  return (
    <>
      <TextInput {...input} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion.value} value={suggestion.value} label={suggestion.label} />
        ))}
      </datalist>
    </>
  );
}
