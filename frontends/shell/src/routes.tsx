import { routerPath } from '@art/ui/routes';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AreaUnavailable } from './Components/AreaUnavailable.js';
import { Layout } from './Components/Layout.js';
import { PageLoader } from './Components/PageLoader.js';
import { RemoteRoute } from './Components/RemoteRoute.js';
import { VisibleTo } from './Components/VisibleTo.js';
import { useAreas } from './hooks/useAreas.js';
import { routeTable, type TableRoute } from './routeTable.js';

// Rarely shown (no catalogue remote, a wrong address): downloaded when needed, not in the first render.
const HomePlaceholderRoute = lazy(() =>
  import('./Routes/Home/HomePlaceholderRoute.js').then((module) => ({ default: module.HomePlaceholderRoute })),
);
const NotFoundRoute = lazy(() =>
  import('./Routes/NotFound/NotFoundRoute.js').then((module) => ({ default: module.NotFoundRoute })),
);

/**
 * A path no area serves. The shell cannot know which area a path belongs to when that area's
 * manifest is missing: with an area down, an unknown path may well be one of its pages, so it says
 * which area could not load ("Try again" reloads the page, which asks for the manifests again).
 */
function UnknownPath({ failedAreas }: { failedAreas: string[] }) {
  return failedAreas.length > 0 ? <AreaUnavailable area={failedAreas[0]} /> : <Redirect to="/404" replace />;
}

function render(route: TableRoute, failedAreas: string[]): ReactNode {
  if (route.page) {
    if (route.page !== 'unknown') {
      return (
        <Suspense fallback={<PageLoader />}>
          {route.page === 'home' ? <HomePlaceholderRoute /> : <NotFoundRoute />}
        </Suspense>
      );
    }
    return <UnknownPath failedAreas={failedAreas} />;
  }
  if (route.redirectTo) return <Redirect to={route.redirectTo} replace />;
  return (
    <VisibleTo visibleTo={route.visibleTo}>
      <RemoteRoute key={`${route.area}/${route.module}`} area={route.area} module={route.module ?? ''} />
    </VisibleTo>
  );
}

export function AppRoutes() {
  const areas = useAreas();
  // Every path of the app, ranked so that the first match is the most specific one.
  const table = useMemo(() => routeTable(areas.routes), [areas.routes]);

  return (
    <Layout routes={areas.routes}>
      <Switch>
        {table.map((route) => (
          <Route key={`${route.area ?? 'shell'} ${route.path}`} path={routerPath(route.path)}>
            {() => render(route, areas.failed)}
          </Route>
        ))}
      </Switch>
    </Layout>
  );
}
