import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link, Route, Router, Switch } from 'wouter';
import { SnackbarProvider } from '../SnackbarProvider.js';
import { UiStyles } from '../UiStyles.js';

export type StandaloneRoute = { path: string; Component: ComponentType };

// The standalone page stands in for the shell, so it is the host that owns the one client here.
const queryClient = new QueryClient();

/**
 * Working on one area without the shell: its routes under the remote's own path, signed out (the
 * session belongs to the shell). Real use goes through the shell at /.
 */
export function StandalonePage({
  area,
  routes,
  basename,
}: {
  area: string;
  routes: StandaloneRoute[];
  basename: string;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={basename}>
        <UiStyles />
        <SnackbarProvider>
          <nav style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: 12, borderBottom: '1px solid #ddd' }}>
            {routes
              .filter((route) => !route.path.includes(':'))
              .map((route) => (
                <Link key={route.path} to={route.path}>
                  {route.path}
                </Link>
              ))}
          </nav>
          <main style={{ padding: 16 }}>
            <Switch>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path}>
                  <Component />
                </Route>
              ))}
              <Route>
                <p>{area} remote. Pick a page above.</p>
              </Route>
            </Switch>
          </main>
        </SnackbarProvider>
      </Router>
    </QueryClientProvider>
  );
}
