import { AreaSlotContext, FullScreenLoader, SnackbarProvider, UiStyles } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AreaUnavailable } from './Components/AreaUnavailable.js';
import { MaintenanceScreen } from './Components/MaintenanceScreen.js';
import { ShellStyles } from './Components/ShellStyles.js';
import { setAreaFallback } from './federation/areaFallback.js';
import { loadAreaComponent } from './federation/remoteModules.js';
import { loadAreas } from './federation/remotesConfig.js';
import { AppRoutes } from './routes.js';
import { SessionProvider } from './session/SessionProvider.js';
import { shellKeys } from './startup/queryClient.js';
import { fetchHealth } from './startup/startupRequests.js';

setAreaFallback(
  (area) =>
    function AreaFallback() {
      return <AreaUnavailable area={area} />;
    },
);

export function App() {
  const { t } = useTranslation('shell');
  // Both were started by the entry script (see startupRequests): the health check, and the areas
  // (/remotes.json, then the routes of each remote's manifest). These attach to those requests.
  const health = useQuery({
    queryKey: shellKeys.health,
    queryFn: ({ signal }) => fetchHealth(signal),
    staleTime: Infinity,
    retry: false,
  });
  const areas = useQuery({
    queryKey: shellKeys.areas,
    queryFn: loadAreas,
    staleTime: Infinity,
    retry: false,
  });
  const isOffline = health.data === false;
  const isReady = health.data === true && areas.isSuccess;

  return (
    <>
      <UiStyles />
      <ShellStyles />
      {/* Outside the start-up states: its live regions must exist before the first message. */}
      <SnackbarProvider>
        {!isReady && !isOffline && <FullScreenLoader label={t('session.loading')} />}
        {isOffline && <MaintenanceScreen />}
        {isReady && (
          <SessionProvider>
            <AreaSlotContext.Provider value={loadAreaComponent}>
              <AppRoutes />
            </AreaSlotContext.Provider>
          </SessionProvider>
        )}
      </SnackbarProvider>
    </>
  );
}
