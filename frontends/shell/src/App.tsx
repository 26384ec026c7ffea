import { checkHealth } from '@art/sdk';
import { FullScreenLoader, SnackbarProvider, UiStyles } from '@art/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaUnavailable } from './Components/AreaUnavailable.js';
import { MaintenanceScreen } from './Components/MaintenanceScreen.js';
import { ShellStyles } from './Components/ShellStyles.js';
import { setAreaFallback } from './federation/areaFallback.js';
import { loadRemotesConfig } from './federation/remotesConfig.js';
import { AppRoutes } from './routes.js';
import { SessionProvider } from './session/SessionProvider.js';

setAreaFallback(
  (area) =>
    function AreaFallback() {
      return <AreaUnavailable area={area} />;
    },
);

type StartState = 'starting' | 'offline' | 'ready';

export function App() {
  const { t } = useTranslation('shell');
  const [state, setState] = useState<StartState>('starting');

  useEffect(() => {
    Promise.all([checkHealth(), loadRemotesConfig()]).then(([isHealthy]) => setState(isHealthy ? 'ready' : 'offline'));
  }, []);

  return (
    <>
      <UiStyles />
      <ShellStyles />
      {state === 'starting' && <FullScreenLoader label={t('session.loading')} />}
      {state === 'offline' && <MaintenanceScreen />}
      {state === 'ready' && (
        <SnackbarProvider>
          <SessionProvider>
            <AppRoutes />
          </SessionProvider>
        </SnackbarProvider>
      )}
    </>
  );
}
