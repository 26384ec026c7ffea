import { ApiError } from '@art/sdk';
import * as social from '@art/sdk/social';
import { Button, Dialog, TextInput, useSession, useSnackbar } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { catalogueKeys } from '../../queryKeys.js';

/**
 * Report an artwork: one reason must be chosen (GET /report/categories); the free text shows only
 * for Other. The dialog closes on success or failure alike, with the server's message (spec).
 */
export function ArtworkReportDialog({
  artworkId,
  isOpen,
  onClose,
}: {
  artworkId: string;
  isOpen: boolean;
  onClose(): void;
}) {
  const { t } = useBrowseTranslation();
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  const reasons = useQuery({
    queryKey: catalogueKeys.reportCategories,
    queryFn: ({ signal }) => social.getReportCategories({ signal }),
    enabled: isOpen,
    staleTime: 3_600_000,
  });
  const [choice, setChoice] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    if (isOpen) {
      setChoice('');
      setReason('');
      setProblem(null);
    }
  }, [isOpen]);

  const submit = async () => {
    if (!choice) {
      setProblem(t('report.selectOption'));
      return;
    }
    setBusy(true);
    try {
      await social.report(
        'product',
        artworkId,
        { category: choice, content: choice === social.REPORT_OTHER_ID ? reason : '' },
        { token },
      );
      showSnackbar(t('report.done'), { type: 'success' });
    } catch (failure) {
      showSnackbar(failure instanceof ApiError && failure.httpStatus < 500 ? failure.message : t('report.failed'), {
        type: 'error',
      });
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      title={t('report.title')}
      onClose={onClose}
      closeLabel={t('close')}
      testId="artwork-report-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            isLoading={isBusy}
            disabled={isBusy}
            data-testid="artwork-report-submit"
          >
            {t('report.submit')}
          </Button>
        </>
      }
    >
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{t('report.reasons')}</legend>
        {reasons.isError && <p role="alert">{t('loadFailed')}</p>}
        {(reasons.data ?? []).map((option) => (
          <label key={option._id} style={{ display: 'block' }}>
            <input
              type="radio"
              name="artwork-report-reason"
              value={option._id}
              checked={choice === option._id}
              onChange={() => {
                setChoice(option._id);
                setProblem(null);
              }}
            />{' '}
            {option.name}
          </label>
        ))}
      </fieldset>
      {choice === social.REPORT_OTHER_ID && (
        <TextInput
          label={t('report.otherReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          data-testid="artwork-report-reason"
        />
      )}
      {problem && <p role="alert">{problem}</p>}
    </Dialog>
  );
}
