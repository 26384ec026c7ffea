// Exhibitions and their purchase inquiry. The lists work for guests; a signed-in viewer's token is
// sent along (authenticated when signed in, public otherwise).
import type { ExhibitionFollowAnswer, ExhibitionView, InquiryBody } from '@art/contracts';
import type { RequestOptions } from './core.js';
import { callEndpoint } from './declared-route.js';
import { catalogueRoutes as routes } from './routes/catalogue.js';

export type { ExhibitionFollowAnswer, ExhibitionView, InquiryBody };

export async function getExhibitions(options?: RequestOptions): Promise<ExhibitionView[]> {
  return (await callEndpoint(routes.exhibitions, {}, options)).message;
}

export async function getCurrentExhibitions(options?: RequestOptions): Promise<ExhibitionView[]> {
  return (await callEndpoint(routes.currentExhibitions, {}, options)).message;
}

export async function getPreviousExhibitions(options?: RequestOptions): Promise<ExhibitionView[]> {
  return (await callEndpoint(routes.previousExhibitions, {}, options)).message;
}

/** The API's path keeps its old spelling ("upcomming"). */
export async function getUpcomingExhibitions(options?: RequestOptions): Promise<ExhibitionView[]> {
  return (await callEndpoint(routes.upcomingExhibitions, {}, options)).message;
}

/** One exhibition by id or slug. */
export async function getExhibition(idOrSlug: string, options?: RequestOptions): Promise<ExhibitionView> {
  return (await callEndpoint(routes.exhibition, { params: { id: idOrSlug } }, options)).message;
}

/** Follows (true) or stops following (false) an exhibition; answers where the viewer stands. */
export async function setFollowing(
  idOrSlug: string,
  following: boolean,
  token: string,
  options?: RequestOptions,
): Promise<ExhibitionFollowAnswer> {
  const input = { params: { id: idOrSlug } };
  return following
    ? callEndpoint(routes.followExhibition, input, { ...options, token })
    : callEndpoint(routes.unfollowExhibition, input, { ...options, token });
}

/** "Send us a message" about an exhibited artwork; answers the server's confirmation. */
export async function sendInquiry(inquiry: InquiryBody, options?: RequestOptions): Promise<string> {
  return (await callEndpoint(routes.exhibitionInquiry, { body: inquiry }, options)).message;
}
