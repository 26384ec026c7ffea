import { Button, Dialog, TextArea } from '@art/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { REASON_MAX, reasonError } from '../../lib/reason.js';
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
  const formId = useId();
  const [reason, setReason] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const error = isChecked ? reasonError(reason) : null;

  // A new opening starts empty: a reason is never carried from one decision to the next.
  useEffect(() => {
    if (isOpen) {
      setReason('');
      setIsChecked(false);
    }
  }, [isOpen]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (reasonError(reason)) return;
    onConfirm(reason.trim());
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
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="mod-reason" onSubmit={handleSubmit} noValidate>
        {message && <p className="mod-reason__message">{message}</p>}
        <TextArea
          label={t('common.reason')}
          hint={t('common.reasonHint')}
          name="reason"
          required
          maxLength={REASON_MAX}
          rows={4}
          value={reason}
          error={error ? t(error) : null}
          onChange={(event) => setReason(event.target.value)}
          data-autofocus
          data-testid={testId ? `${testId}-reason` : undefined}
        />
      </form>
    </Dialog>
  );
}
