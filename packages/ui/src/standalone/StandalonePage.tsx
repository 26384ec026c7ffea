import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Router, Switch } from 'wouter';
import { type ManifestRoute, rankRoutes, routerPath } from '../routes/index.js';
import { SnackbarProvider } from '../SnackbarProvider.js';
import { Spinner } from '../Spinner.js';
import { UiStyles } from '../UiStyles.js';

/** Loads one of the area's exposed modules by its source file (as the route manifest names it). */
export type StandaloneModuleLoader = (file: string) => Promise<Record<string, unknown>>;

export type StandalonePageProps = {
  area: string;
  routes: ManifestRoute[];
  exposes: Record<string, string>;
  load: StandaloneModuleLoader;
  basename: string;
};

// The standalone page stands in for the shell, so it is the host that owns the one client here.
const queryClient = new QueryClient();

const pages = new Map<string, ComponentType>();

function pageOf(module: string, exposes: Record<string, string>, load: StandaloneModuleLoader): ComponentType {
  let page = pages.get(module);
  if (!page) {
    page = lazy(async () => {
      const file = exposes[module];
      if (!file) throw new Error(`the route manifest exposes no module ${module}`);
      const exports = await load(file);
      const Page = (exports[module] ?? exports.default) as ComponentType | undefined;
      if (!Page) throw new Error(`${file} has no export named ${module}`);
      return { default: Page };
    });
    pages.set(module, page);
  }
  return page;
}

/**
 * Working on one area without the shell: the pages of its route manifest under the remote's own
 * path, signed out (the session belongs to the shell). Real use goes through the shell at /.
 */
export function StandalonePage({ area, routes, exposes, load, basename }: StandalonePageProps) {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={basename}>
        <UiStyles />
        <SnackbarProvider>
          <nav style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: 12, borderBottom: '1px solid #ddd' }}>
            {routes
              .filter((route) => route.module && !route.path.includes(':'))
              .map((route) => (
                <Link key={route.path} to={route.path}>
                  {route.title ? t(route.title, { defaultValue: route.path }) : route.path}
                </Link>
              ))}
          </nav>
          <main style={{ padding: 16 }}>
            <Suspense fallback={<Spinner />}>
              <Switch>
                {rankRoutes(routes).map((route) => {
                  if (route.redirectTo) {
                    return (
                      <Route key={route.path} path={routerPath(route.path)}>
                        <Redirect to={route.redirectTo} replace />
                      </Route>
                    );
                  }
                  const Page = pageOf(route.module ?? '', exposes, load);
                  return <Route key={route.path} path={routerPath(route.path)} component={Page} />;
                })}
                <Route>
                  <p>{area} remote. Pick a page above.</p>
                </Route>
              </Switch>
            </Suspense>
          </main>
        </SnackbarProvider>
      </Router>
    </QueryClientProvider>
  );
}
