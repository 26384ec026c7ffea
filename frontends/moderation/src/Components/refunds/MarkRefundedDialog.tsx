import type { RefundView } from '@art/sdk/moderation';
import { Button, Dialog, formatNpr, TextInput } from '@art/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import '../moderation.css';

type MarkRefundedDialogProps = {
  refund: RefundView | null;
  isBusy: boolean;
  onConfirm: (reference: string) => void;
  onCancel: () => void;
};

/** Asks for the provider's reference of the transfer that paid the buyer back (required). */
export function MarkRefundedDialog({ refund, isBusy, onConfirm, onCancel }: MarkRefundedDialogProps) {
  const { t, i18n } = useModerationTranslation();
  const formId = useId();
  const [reference, setReference] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const isMissing = reference.trim().length === 0;

  useEffect(() => {
    if (refund) {
      setReference('');
      setIsChecked(false);
    }
  }, [refund]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (!isMissing) onConfirm(reference.trim());
  }

  return (
    <Dialog
      isOpen={refund !== null}
      title={t('refunds.dialogTitle', { order: refund?.orderNumber ?? '' })}
      onClose={onCancel}
      closeLabel={t('common.close')}
      testId="mod-refund-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={isBusy}>
            {t('refunds.mark')}
          </Button>
        </>
      }
    >
      <form id={formId} className="mod-reason" onSubmit={handleSubmit} noValidate>
        {refund && (
          <p className="mod-reason__message">
            {t('refunds.dialogMessage', {
              amount: formatNpr(refund.amountNpr, i18n.language),
              provider: t(`refunds.provider.${refund.provider}`),
            })}
          </p>
        )}
        <TextInput
          label={t('refunds.reference')}
          hint={t('refunds.referenceHint')}
          name="reference"
          required
          maxLength={200}
          autoComplete="off"
          value={reference}
          error={isChecked && isMissing ? t('refunds.referenceRequired') : null}
          onChange={(event) => setReference(event.target.value)}
          data-autofocus
        />
      </form>
    </Dialog>
  );
}
