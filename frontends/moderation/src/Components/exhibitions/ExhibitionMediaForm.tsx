import { Button } from '@art/ui';
import type { FormEvent, ReactNode } from 'react';
import './ExhibitionMediaDialog.css';

type ExhibitionMediaFormProps = {
  heading: string;
  submitLabel: string;
  submitTestId: string;
  /** False until a file is chosen. */
  canSubmit: boolean;
  isBusy: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

/** One upload of the media dialog (the pictures, the audio guide): its own form, so each is sent alone. */
export function ExhibitionMediaForm({
  heading,
  submitLabel,
  submitTestId,
  canSubmit,
  isBusy,
  onSubmit,
  children,
}: ExhibitionMediaFormProps) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="mod-exhibition-media" onSubmit={handleSubmit} noValidate>
      <h2 className="mod-exhibition-media__heading">{heading}</h2>
      {children}
      <Button type="submit" size="small" isLoading={isBusy} disabled={!canSubmit} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </form>
  );
}
