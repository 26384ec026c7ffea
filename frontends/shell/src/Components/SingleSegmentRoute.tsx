import { Redirect, useParams } from 'wouter';
import { EXHIBITION_PREFIX, EXHIBITION_ROUTE } from '../routeTable.js';
import { RemoteRoute } from './RemoteRoute.js';

// Route patterns match whole segments, so /exhibition-{slug} is told apart here.
export function SingleSegmentRoute() {
  const { segment = '' } = useParams<{ segment: string }>();
  if (segment.startsWith(EXHIBITION_PREFIX) && segment.length > EXHIBITION_PREFIX.length) {
    return <RemoteRoute area={EXHIBITION_ROUTE.area} module={EXHIBITION_ROUTE.module} />;
  }
  return <Redirect to="/404" replace />;
}
