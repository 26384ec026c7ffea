import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { forgetRemoteModule, loadRemoteModule } from '../federation/remoteModules.js';
import { AreaUnavailable } from './AreaUnavailable.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { PageLoader } from './PageLoader.js';
import { RouteCrash } from './RouteCrash.js';

type RemoteRouteProps = { area: string; module: string };

const lazyComponents = new Map<string, ComponentType>();

function lazyRemote(area: string, module: string): ComponentType {
  const id = `${area}/${module}`;
  let component = lazyComponents.get(id);
  if (!component) {
    component = lazy(async () => {
      const exports = await loadRemoteModule(id);
      const Exposed = exports?.[module] ?? exports?.default;
      if (!Exposed) throw new Error(`${id} exposes no component named ${module}`);
      const Page: ComponentType = Exposed;
      // The page's own crash boundary sits inside the lazy component, so load errors still reach the outer one.
      function RemotePage() {
        const [pathname] = useLocation();
        return (
          <ErrorBoundary key={pathname} name={`route ${id}`} fallback={(reset) => <RouteCrash onRetry={reset} />}>
            <Page />
          </ErrorBoundary>
        );
      }
      return { default: RemotePage };
    });
    lazyComponents.set(id, component);
  }
  return component;
}

/**
 * One route served by an area remote. Two boundaries, as the style guide asks: the outer one says
 * the area is unavailable when its code cannot load, the inner one catches a crash of the page.
 */
export function RemoteRoute({ area, module }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const Route = lazyRemote(area, module);
  const id = `${area}/${module}`;

  function handleRetry() {
    lazyComponents.delete(id);
    forgetRemoteModule(id);
    setAttempt(attempt + 1);
  }

  return (
    <ErrorBoundary
      key={`${id}#${attempt}`}
      name={`remote ${id}`}
      fallback={() => <AreaUnavailable area={area} onRetry={handleRetry} />}
    >
      <Suspense fallback={<PageLoader />}>
        <Route />
      </Suspense>
    </ErrorBoundary>
  );
}
