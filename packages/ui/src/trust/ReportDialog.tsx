import type { ReportTarget } from '@art/sdk';
import { serverMessage } from '@art/sdk/refusals';
import * as social from '@art/sdk/social';
import { Button, colors, Dialog, spacing, TextInput, useLanguageTexts, useSession, useSnackbar } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTrustTranslation } from './trustI18n.js';

export type ReportDialogProps = {
  target: ReportTarget;
  targetId: string;
  isOpen: boolean;
  onClose(): void;
  /** Names the dialog (`<testId>-dialog`), its submit button and its free-text reason. */
  testId: string;
};

/** Every area's dialogs read the same reasons, so one cache entry serves them all. */
export const REPORT_CATEGORIES_KEY = ['trust', 'report-categories'] as const;

/**
 * Report a post, an artwork or a member: one reason must be chosen (GET /report/categories); the
 * free text shows only for Other. The dialog closes on success or failure alike, a refusal
 * saying why in the server's words (a shared one, such as a block, in the reader's language).
 */
export function ReportDialog({ target, targetId, isOpen, onClose, testId }: ReportDialogProps) {
  const { t } = useTrustTranslation();
  const { t: ui } = useLanguageTexts('ui');
  const refusalText = useRefusalText();
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  const reasons = useQuery({
    queryKey: REPORT_CATEGORIES_KEY,
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
        target,
        targetId,
        { category: choice, content: choice === social.REPORT_OTHER_ID ? reason : '' },
        { token },
      );
      showSnackbar(t(`report.done.${target}`), { type: 'success' });
    } catch (failure) {
      showSnackbar(serverMessage(failure, t('report.failed'), refusalText), { type: 'error' });
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      title={t(`report.title.${target}`)}
      onClose={onClose}
      closeLabel={ui('close')}
      testId={`${testId}-dialog`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {ui('cancel')}
          </Button>
          <Button onClick={() => void submit()} isLoading={isBusy} disabled={isBusy} data-testid={`${testId}-submit`}>
            {t('report.submit')}
          </Button>
        </>
      }
    >
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{t('report.reasons')}</legend>
        {reasons.isError && (
          <p role="alert" style={{ color: colors.error, margin: 0 }}>
            {t('report.loadFailed')}
          </p>
        )}
        {(reasons.data ?? []).map((option) => (
          <label key={option._id} style={{ display: 'flex', gap: spacing.sm, alignItems: 'center', padding: '4px 0' }}>
            <input
              type="radio"
              name={`${testId}-option`}
              value={option._id}
              checked={choice === option._id}
              onChange={() => {
                setChoice(option._id);
                setProblem(null);
              }}
            />
            {t(`report.options.${option._id}`, { defaultValue: option.name })}
          </label>
        ))}
      </fieldset>
      {choice === social.REPORT_OTHER_ID && (
        <TextInput
          label={t('report.otherReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          data-testid={`${testId}-reason`}
        />
      )}
      {problem && (
        <p role="alert" style={{ color: colors.error, margin: 0 }}>
          {problem}
        </p>
      )}
    </Dialog>
  );
}
