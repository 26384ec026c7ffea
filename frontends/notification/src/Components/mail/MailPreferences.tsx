import * as notification from '@art/sdk/notification';
import { useSession, useSnackbar } from '@art/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotificationTranslation } from '../../hooks/useNotificationTranslation.js';
import './MailPreferences.css';

type MailKind =
  | 'studio-request-received'
  | 'new-order'
  | 'order-progress'
  | 'order-cancelled'
  | 'refund-pending'
  | 'new-works-digest';

/**
 * The mails a member may turn off (the account's own mails and the receipts of money are always
 * sent): one checkbox each, saved as it is changed.
 */
export function MailPreferences() {
  const { t } = useNotificationTranslation();
  const { token, user } = useSession();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  // Not under notificationKeys.all: invalidating the list (a new notification, a clear) must not
  // refetch these and overwrite a change being saved.
  const key = ['notification-mail-preferences', user?._id ?? ''] as const;
  const preferences = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => notification.getMailPreferences({ token, signal }),
    enabled: Boolean(token),
  });
  const save = useMutation({
    mutationFn: (mailOff: string[]) => notification.setMailPreferences(mailOff, { token }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      showSnackbar(t('mail.saved'), { type: 'success' });
    },
    onError: () => {
      showSnackbar(t('mail.failed'), { type: 'error' });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  if (!preferences.data) return null;
  const { optional, mailOff } = preferences.data;

  async function toggle(kind: string, isOn: boolean) {
    const next = isOn ? mailOff.filter((off) => off !== kind) : [...mailOff, kind];
    // Shown at once, once a read still on its way is off (awaited: the cancelled read goes back to
    // the state before it, which must not land over the change); put back from the server if the
    // save fails.
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, { optional, mailOff: next });
    save.mutate(next);
  }

  return (
    <section className="ntf-mail" aria-labelledby="ntf-mail-title" data-testid="mail-preferences">
      <h2 id="ntf-mail-title">{t('mail.title')}</h2>
      <p>{t('mail.explain')}</p>
      {optional.map((kind) => (
        <label key={kind} className="ntf-mail-kind">
          <input
            type="checkbox"
            checked={!mailOff.includes(kind)}
            onChange={(event) => void toggle(kind, event.target.checked)}
            data-testid={`mail-kind-${kind}`}
          />
          {t(`mail.kinds.${kind as MailKind}`)}
        </label>
      ))}
    </section>
  );
}
