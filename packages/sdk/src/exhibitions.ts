// Exhibitions and their purchase inquiry. The lists work for guests; a signed-in viewer's token is
// sent along (the spec's "authenticated when signed in, public otherwise").
import type { ExhibitionView, InquiryBody } from '@art/contracts';
import { type ApiBody, type RequestOptions, request } from './core.js';

export type { ExhibitionView, InquiryBody };

type ListBody = ApiBody & { message: ExhibitionView[] };

const listOf = async (path: string, options?: RequestOptions) => (await request<ListBody>(path, options)).message;

export function getExhibitions(options?: RequestOptions): Promise<ExhibitionView[]> {
  return listOf('/exhibitions', options);
}

export function getCurrentExhibitions(options?: RequestOptions): Promise<ExhibitionView[]> {
  return listOf('/current/exhibitions', options);
}

export function getPreviousExhibitions(options?: RequestOptions): Promise<ExhibitionView[]> {
  return listOf('/previous/exhibitions', options);
}

/** The API's path keeps the spec's spelling ("upcomming"). */
export function getUpcomingExhibitions(options?: RequestOptions): Promise<ExhibitionView[]> {
  return listOf('/upcomming/exhibitions', options);
}

/** One exhibition by id or slug. */
export async function getExhibition(idOrSlug: string, options?: RequestOptions): Promise<ExhibitionView> {
  const path = `/exhibitions/${encodeURIComponent(idOrSlug)}`;
  return (await request<ApiBody & { message: ExhibitionView }>(path, options)).message;
}

/** "Send us a message" about an exhibited artwork; answers the server's confirmation. */
export async function sendInquiry(inquiry: InquiryBody, options?: RequestOptions): Promise<string> {
  const body = await request<ApiBody & { message: string }>('/exhibition/message', {
    ...options,
    method: 'POST',
    body: inquiry,
  });
  return body.message;
}
