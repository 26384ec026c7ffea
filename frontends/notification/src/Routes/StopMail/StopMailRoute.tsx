import * as notification from '@art/sdk/notification';
import { Button, usePageTitle } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { useMutation } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { useNotificationTranslation } from '../../hooks/useNotificationTranslation.js';

/**
 * A mail's stop link (/mail/stop?token=…), open to anyone who has the mail: the page asks first and
 * the button turns the mail off, so a mail scanner that opens links changes nothing.
 */
export function StopMailRoute() {
  const { t } = useNotificationTranslation();
  usePageTitle(t('stop.title'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const refusalText = useRefusalText();
  const stop = useMutation({ mutationFn: () => notification.stopMail(token) });

  const failure =
    stop.error instanceof notification.ApiError
      ? refusalText(stop.error.status, stop.error.message, stop.error.code)
      : stop.isError
        ? t('mail.failed')
        : '';

  return (
    <section data-testid="stop-mail-page">
      <h1>{t('stop.title')}</h1>
      {stop.isSuccess ? (
        <p role="status" data-testid="stop-mail-done">
          {t('stop.done')}
        </p>
      ) : (
        <>
          <p>{t('stop.explain')}</p>
          <Button onClick={() => stop.mutate()} disabled={!token || stop.isPending} data-testid="stop-mail">
            {t('stop.button')}
          </Button>
          {failure && (
            <p role="alert" data-testid="stop-mail-failed">
              {failure}
            </p>
          )}
        </>
      )}
    </section>
  );
}

export default StopMailRoute;
