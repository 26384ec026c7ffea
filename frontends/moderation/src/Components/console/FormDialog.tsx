import { Button, Dialog } from '@art/ui';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';

type FormDialogProps = {
  isOpen: boolean;
  title: string;
  submitLabel: string;
  isDanger?: boolean;
  isBusy?: boolean;
  /** Called on Save (or Enter); the dialog's own rules decide whether anything is sent. */
  onSubmit: () => void;
  onCancel: () => void;
  formClassName: string;
  testId?: string;
  children: ReactNode;
};

/**
 * A dialog that is one form: Cancel and the submit button sit in the dialog's footer, outside the
 * form, so the button names the form by id. The browser's own checks are off (noValidate): the
 * console shows its problems in its words.
 */
export function FormDialog({
  isOpen,
  title,
  submitLabel,
  isDanger = false,
  isBusy = false,
  onSubmit,
  onCancel,
  formClassName,
  testId,
  children,
}: FormDialogProps) {
  const { t } = useModerationTranslation();
  const formId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onCancel}
      closeLabel={t('common.close')}
      testId={testId}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={isDanger ? 'danger' : 'primary'} isLoading={isBusy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName} onSubmit={handleSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
