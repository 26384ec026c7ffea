import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { GuestOnly } from './Components/GuestOnly.js';
import { Layout } from './Components/Layout.js';
import { RemoteRoute } from './Components/RemoteRoute.js';
import { SignedInOnly } from './Components/SignedInOnly.js';
import { SingleSegmentRoute } from './Components/SingleSegmentRoute.js';
import { HomePlaceholderRoute } from './Routes/Home/HomePlaceholderRoute.js';
import { NotFoundRoute } from './Routes/NotFound/NotFoundRoute.js';
import { AREA_ROUTES, type Access } from './routeTable.js';

function guarded(access: Access | undefined, element: ReactNode) {
  if (access === 'guest') return <GuestOnly>{element}</GuestOnly>;
  if (access === 'signedIn') return <SignedInOnly>{element}</SignedInOnly>;
  return element;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<RemoteRoute area="catalogue" module="HomeRoute" fallback={HomePlaceholderRoute} />} />
        <Route path="/gallery" element={<Navigate to="/gallery/all" replace />} />
        <Route path="/store" element={<Navigate to="/store/all" replace />} />
        {AREA_ROUTES.map((entry) => (
          <Route
            key={entry.path}
            path={entry.path}
            element={guarded(entry.access, <RemoteRoute key={`${entry.area}/${entry.module}`} area={entry.area} module={entry.module} />)}
          />
        ))}
        <Route path="/404" element={<NotFoundRoute />} />
        <Route path="/:segment" element={<SingleSegmentRoute />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Route>
    </Routes>
  );
}
