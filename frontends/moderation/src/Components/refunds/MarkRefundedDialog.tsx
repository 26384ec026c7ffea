import type { RefundView } from '@art/sdk/moderation';
import { formatNpr, TextInput } from '@art/ui';
import { useDialogForm } from '../../hooks/useDialogForm.js';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { FormDialog } from '../console/FormDialog.js';
import '../moderation.css';

type MarkRefundedDialogProps = {
  refund: RefundView | null;
  isBusy: boolean;
  onConfirm: (reference: string) => void;
  onCancel: () => void;
};

const BLANK = { reference: '' };

/** Asks for the provider's reference of the transfer that paid the buyer back (required). */
export function MarkRefundedDialog({ refund, isBusy, onConfirm, onCancel }: MarkRefundedDialogProps) {
  const { t, i18n } = useModerationTranslation();
  const form = useDialogForm(refund, BLANK);
  const reference = form.draft.reference.trim();

  function handleSubmit() {
    form.markChecked();
    if (reference) onConfirm(reference);
  }

  return (
    <FormDialog
      isOpen={refund !== null}
      title={t('refunds.dialogTitle', { order: refund?.orderNumber ?? '' })}
      submitLabel={t('refunds.mark')}
      isBusy={isBusy}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      formClassName="mod-reason"
      testId="mod-refund-dialog"
    >
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
        {...form.text('reference')}
        required
        maxLength={200}
        autoComplete="off"
        error={form.isChecked && !reference ? t('refunds.referenceRequired') : null}
        data-autofocus
      />
    </FormDialog>
  );
}
