import { useTranslation } from 'react-i18next';
import { Button } from './Button.js';
import { Dialog } from './Dialog.js';

export type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  isDanger?: boolean;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
};

/** The app's confirmations ("Remove Item", "Delete Post", "Unblock User", ...) all take this shape. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel,
  isDanger = false,
  isBusy = false,
  onConfirm,
  onCancel,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onCancel}
      closeLabel={t('close')}
      testId={testId}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={isDanger ? 'danger' : 'primary'} onClick={onConfirm} isLoading={isBusy} data-autofocus>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
