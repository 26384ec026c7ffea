import { Button, Dialog } from '@art/ui';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';

type ExplicitContentDialogProps = { isOpen: boolean; onContinue: () => void; onCancel: () => void };

/** Asked before an exhibition flagged explicit is shown. */
export function ExplicitContentDialog({ isOpen, onContinue, onCancel }: ExplicitContentDialogProps) {
  const { t } = useCreateTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      title={t('exhibitions.explicitTitle')}
      onClose={onCancel}
      closeLabel={t('exhibitions.close')}
      testId="explicit-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} data-testid="explicit-cancel">
            {t('exhibitions.cancel')}
          </Button>
          <Button onClick={onContinue} data-autofocus data-testid="explicit-continue">
            {t('exhibitions.continue')}
          </Button>
        </>
      }
    >
      <p>{t('exhibitions.explicitMessage')}</p>
    </Dialog>
  );
}
