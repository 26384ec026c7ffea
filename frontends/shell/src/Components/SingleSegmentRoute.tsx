import { Navigate, useParams } from 'react-router';
import { RemoteRoute } from './RemoteRoute.js';

// React Router matches whole segments only, so /exhibition-{slug} is told apart here.
export function SingleSegmentRoute() {
  const { segment = '' } = useParams();
  if (segment.startsWith('exhibition-') && segment.length > 'exhibition-'.length) {
    return <RemoteRoute area="catalogue" module="ExhibitionRoute" />;
  }
  return <Navigate to="/404" replace />;
}
