import { Button, Dialog } from '@art/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewVersion } from '../hooks/useNewVersion.js';

async function clearCachesAndReload() {
  try {
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
    const registrations = (await navigator.serviceWorker?.getRegistrations?.()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } finally {
    window.location.reload();
  }
}

export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  const hasNewVersion = useNewVersion();
  const [isDismissed, setIsDismissed] = useState(false);
  return (
    <Dialog
      isOpen={hasNewVersion && !isDismissed}
      title={t('update.title')}
      onClose={() => setIsDismissed(true)}
      closeLabel={t('update.later')}
      testId="update-prompt"
      actions={
        <>
          <Button variant="secondary" onClick={() => setIsDismissed(true)}>
            {t('update.later')}
          </Button>
          <Button onClick={clearCachesAndReload} data-autofocus>
            {t('update.update')}
          </Button>
        </>
      }
    >
      <p>{t('update.body')}</p>
    </Dialog>
  );
}
