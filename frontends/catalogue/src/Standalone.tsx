import { SnackbarProvider, UiStyles } from '@art/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, Route, Router, Switch } from 'wouter';
import { catalogueRoutes } from './routes.js';

// The standalone page stands in for the shell, so it is the host that owns the one client here.
const queryClient = new QueryClient();

/**
 * Working on this area without the shell: the routes under the remote's own path, signed out
 * (the session belongs to the shell). Real use goes through the shell at /.
 */
export function Standalone({ basename }: { basename: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={basename}>
        <UiStyles />
        <SnackbarProvider>
          <nav style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: 12, borderBottom: '1px solid #ddd' }}>
            {catalogueRoutes
              .filter((route) => !route.path.includes(':'))
              .map((route) => (
                <Link key={route.path} to={route.path}>
                  {route.path}
                </Link>
              ))}
          </nav>
          <main style={{ padding: 16 }}>
            <Switch>
              {catalogueRoutes.map(({ path, Component }) => (
                <Route key={path} path={path}>
                  <Component />
                </Route>
              ))}
              <Route>
                <p>Catalogue remote. Pick a page above.</p>
              </Route>
            </Switch>
          </main>
        </SnackbarProvider>
      </Router>
    </QueryClientProvider>
  );
}
