import { TextArea } from '@art/ui';
import { useDialogForm } from '../../hooks/useDialogForm.js';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { REASON_MAX, reasonError } from '../../lib/reason.js';
import { FormDialog } from './FormDialog.js';
import '../moderation.css';

type ReasonDialogProps = {
  isOpen: boolean;
  title: string;
  /** What the action does, read before the field (who is told, what changes). */
  message?: string;
  confirmLabel: string;
  isDanger?: boolean;
  isBusy?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  testId?: string;
};

const BLANK = { reason: '' };

/**
 * Every operator decision that needs a reason (reject, dismiss, hide, warn, suspend, lift): the
 * reason is required, goes on record in the audit log, and is the text the member is told.
 */
export function ReasonDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  isDanger = false,
  isBusy = false,
  onConfirm,
  onCancel,
  testId,
}: ReasonDialogProps) {
  const { t } = useModerationTranslation();
  // A new opening starts empty: a reason is never carried from one decision to the next.
  const form = useDialogForm(isOpen, BLANK);
  const { reason } = form.draft;
  const error = form.isChecked ? reasonError(reason) : null;

  function handleSubmit() {
    form.markChecked();
    if (reasonError(reason)) return;
    onConfirm(reason.trim());
  }

  return (
    <FormDialog
      isOpen={isOpen}
      title={title}
      submitLabel={confirmLabel}
      isDanger={isDanger}
      isBusy={isBusy}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      formClassName="mod-reason"
      testId={testId}
    >
      {message && <p className="mod-reason__message">{message}</p>}
      <TextArea
        label={t('common.reason')}
        hint={t('common.reasonHint')}
        {...form.text('reason')}
        required
        maxLength={REASON_MAX}
        rows={4}
        error={error ? t(error) : null}
        data-autofocus
        data-testid={testId ? `${testId}-reason` : undefined}
      />
    </FormDialog>
  );
}
