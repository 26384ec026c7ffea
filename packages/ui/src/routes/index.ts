// '@art/ui/routes': the route manifest's types and the path matching the shell and the standalone
// pages share. Dependency-free, and not in the package root: the shell's entry script imports it
// before the federation boundary, where no shared module can load yet.
export {
  type AreaRoute,
  AUDIENCES,
  type Audience,
  areaRoutes,
  isRoute,
  isVisibleTo,
  type ManifestRoute,
  type RouteData,
  type RouteManifest,
  routeDataRequest,
} from './routeManifest.js';
export {
  compilePath,
  isPlainPath,
  rankRoutes,
  routeMatcher,
  routeParams,
  routerPath,
  routeScore,
} from './routePattern.js';
