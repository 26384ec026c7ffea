// '@art/ui/routes': the route manifest's types and the path matching the shell and the standalone
// pages share, from @art/page-routes (the gateway uses the same rules). Dependency-free, and not in
// the package root: the shell's entry script imports it before the federation boundary, where no
// shared module can load yet.
export {
  type AreaRoute,
  AUDIENCES,
  type Audience,
  areaRoutes,
  compilePath,
  isPlainPath,
  isRoute,
  isVisibleTo,
  leadImageIn,
  type ManifestRoute,
  type RouteData,
  type RouteManifest,
  rankRoutes,
  routeDataRequest,
  routeMatcher,
  routeParams,
  routerPath,
  routeScore,
} from '@art/page-routes';
