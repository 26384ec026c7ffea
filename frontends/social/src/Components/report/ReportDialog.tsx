import { REPORT_OTHER_ID } from '@art/contracts/social-limits';
import { ApiError, type ReportTarget } from '@art/sdk';
import * as social from '@art/sdk/social';
import { Button, Dialog, TextInput, useSession, useSnackbar } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { socialKeys } from '../../socialKeys.js';

const TITLES: Record<ReportTarget, 'report.titlePost' | 'report.titleProduct' | 'report.title'> = {
  post: 'report.titlePost',
  product: 'report.titleProduct',
  user: 'report.title',
};

/**
 * The report dialog: one option must be chosen; the free-text reason shows only for Other. It
 * closes on success or failure alike, with the server's message (spec).
 */
export function ReportDialog({
  open,
  target,
  targetId,
  onClose,
}: {
  open: boolean;
  target: ReportTarget;
  targetId: string;
  onClose(): void;
}) {
  const { t } = useSocialTranslation();
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  const options = useQuery({
    queryKey: socialKeys.reportCategories,
    queryFn: ({ signal }) => social.getReportCategories({ signal }),
    enabled: open,
    staleTime: 3_600_000,
  });
  const [choice, setChoice] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setChoice('');
      setReason('');
      setError(null);
    }
  }, [open]);

  const submit = async () => {
    if (!choice) {
      setError(t('report.selectOption'));
      return;
    }
    setBusy(true);
    try {
      const message = await social.report(
        target,
        targetId,
        { category: choice, content: choice === REPORT_OTHER_ID ? reason : '' },
        { token },
      );
      showSnackbar(message, { type: 'success' });
    } catch (failure) {
      showSnackbar(failure instanceof ApiError ? failure.message : t('common.genericError'), { type: 'error' });
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog
      isOpen={open}
      title={t(TITLES[target])}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="report-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} isLoading={isBusy} disabled={isBusy} data-testid="report-submit">
            {t('report.submit')}
          </Button>
        </>
      }
    >
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{t('report.options')}</legend>
        {(options.data ?? []).map((option) => (
          <label key={option._id} className="soc-radio">
            <input
              type="radio"
              name="report-option"
              value={option._id}
              checked={choice === option._id}
              onChange={() => {
                setChoice(option._id);
                setError(null);
              }}
            />
            {option.name}
          </label>
        ))}
      </fieldset>
      {choice === REPORT_OTHER_ID && (
        <TextInput
          label={t('report.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          data-testid="report-reason"
        />
      )}
      {error && (
        <p className="soc-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
