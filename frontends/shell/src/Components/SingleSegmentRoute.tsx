import { Redirect, useParams } from 'wouter';
import { RemoteRoute } from './RemoteRoute.js';

// Route patterns match whole segments, so /exhibition-{slug} is told apart here.
export function SingleSegmentRoute() {
  const { segment = '' } = useParams<{ segment: string }>();
  if (segment.startsWith('exhibition-') && segment.length > 'exhibition-'.length) {
    return <RemoteRoute area="catalogue" module="ExhibitionRoute" />;
  }
  return <Redirect to="/404" replace />;
}
