import type { ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { GuestOnly } from './Components/GuestOnly.js';
import { Layout } from './Components/Layout.js';
import { RemoteRoute } from './Components/RemoteRoute.js';
import { SignedInOnly } from './Components/SignedInOnly.js';
import { SingleSegmentRoute } from './Components/SingleSegmentRoute.js';
import { HomePlaceholderRoute } from './Routes/Home/HomePlaceholderRoute.js';
import { NotFoundRoute } from './Routes/NotFound/NotFoundRoute.js';
import { type Access, AREA_ROUTES, HOME_ROUTE, rankRoutes } from './routeTable.js';

function guarded(access: Access | undefined, element: ReactNode) {
  if (access === 'guest') return <GuestOnly>{element}</GuestOnly>;
  if (access === 'signedIn') return <SignedInOnly>{element}</SignedInOnly>;
  return element;
}

type ShellRoute = { path: string; key: string; render: () => ReactNode };

// Built once: every path of the app, ranked so that the first match is the most specific one.
const SHELL_ROUTES: ShellRoute[] = rankRoutes([
  {
    path: '/',
    key: 'home',
    render: () => <RemoteRoute area={HOME_ROUTE.area} module={HOME_ROUTE.module} fallback={HomePlaceholderRoute} />,
  },
  { path: '/gallery', key: 'gallery', render: () => <Redirect to="/gallery/all" replace /> },
  { path: '/store', key: 'store', render: () => <Redirect to="/store/all" replace /> },
  ...AREA_ROUTES.map((entry) => ({
    path: entry.path,
    key: entry.path,
    render: () =>
      guarded(
        entry.access,
        <RemoteRoute key={`${entry.area}/${entry.module}`} area={entry.area} module={entry.module} />,
      ),
  })),
  { path: '/404', key: '404', render: () => <NotFoundRoute /> },
  { path: '/:segment', key: 'segment', render: () => <SingleSegmentRoute /> },
  { path: '/*', key: 'not-found', render: () => <Redirect to="/404" replace /> },
]);

export function AppRoutes() {
  return (
    <Layout>
      <Switch>
        {SHELL_ROUTES.map((route) => (
          <Route key={route.key} path={route.path}>
            {route.render}
          </Route>
        ))}
      </Switch>
    </Layout>
  );
}
