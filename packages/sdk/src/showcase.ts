// The operators' side of exhibitions and home slides (catalogue's /api/operator/... endpoints):
// every exhibition with its period now, create, edit, delete, pictures and audio; the home
// slider's slides. Imported as '@art/sdk/showcase', on its own: only the operators' console
// downloads it. Every call goes through the generated routes (callEndpoint), so no path is written here.

import type { ExhibitionImageSlot, OperatorExhibition, OperatorSlide } from '@art/contracts';
import type { EndpointAnswer, EndpointInput } from '@art/contracts/endpoints';
import { ApiError, type RequestOptions } from './core.js';
import { type CallInput, callEndpoint, type DeclaredRoute } from './declared-route.js';
import { catalogueRoutes as routes } from './routes/catalogue.js';

export type {
  ExhibitionCreate,
  ExhibitionImageSlot,
  ExhibitionUpdate,
  OperatorExhibition,
  OperatorSlide,
  SlideCreate,
  SlideUpdate,
} from '@art/contracts';
export { ApiError };

type Message<E> = EndpointAnswer<E> extends { message: infer M } ? M : never;

/** A call's `message`, the part of the envelope the console uses. */
async function messageOf<E>(
  route: DeclaredRoute<E>,
  input: CallInput<E>,
  options: RequestOptions,
): Promise<Message<E>> {
  const answer = (await callEndpoint(route, input, options)) as { message: Message<E> };
  return answer.message;
}

/** The files and words of an upload, in the order the server reads them; a word left out is not sent. */
function formOf(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}

/** The four calls of a list the operators keep by hand (exhibitions, slides): all of it, create, edit, delete. */
function keptList<List, Create, Update, Delete>(routes: {
  list: DeclaredRoute<List>;
  create: DeclaredRoute<Create>;
  update: DeclaredRoute<Update>;
  remove: DeclaredRoute<Delete>;
}) {
  return {
    list: (options: RequestOptions = {}) => messageOf(routes.list, {}, options),
    create: (body: EndpointInput<Create>['body'], options: RequestOptions = {}) =>
      messageOf(routes.create, { body }, options),
    update: (id: string, body: EndpointInput<Update>['body'], options: RequestOptions = {}) =>
      messageOf(routes.update, { params: { id }, body } as CallInput<Update>, options),
    remove: (id: string, options: RequestOptions = {}) =>
      messageOf(routes.remove, { params: { id } } as CallInput<Delete>, options),
  };
}

const exhibitions = keptList({
  list: routes.operatorExhibitions,
  create: routes.createExhibition,
  update: routes.updateExhibition,
  remove: routes.deleteExhibition,
});

const slides = keptList({
  list: routes.operatorSlides,
  create: routes.createSlide,
  update: routes.updateSlide,
  remove: routes.deleteSlide,
});

export const listExhibitions: (options?: RequestOptions) => Promise<OperatorExhibition[]> = exhibitions.list;
export const createExhibition = exhibitions.create;
export const updateExhibition = exhibitions.update;
export const deleteExhibition = exhibitions.remove;

/** One picture: a slot's (banner, listingThumb, background, parallaxBackground) or one more work (item). */
export async function uploadExhibitionImage(
  id: string,
  upload: { slot: ExhibitionImageSlot; image: Blob; title?: string; details?: string },
  options: RequestOptions = {},
) {
  const body = formOf({ slot: upload.slot, title: upload.title, details: upload.details, image: upload.image });
  return messageOf(routes.uploadExhibitionImage, { params: { id }, body }, options);
}

/** The audio guide: mp3, ogg or m4a. */
export async function uploadExhibitionAudio(id: string, audio: Blob, options: RequestOptions = {}) {
  return messageOf(routes.uploadExhibitionAudio, { params: { id }, body: formOf({ audio }) }, options);
}

export const listSlides: (options?: RequestOptions) => Promise<OperatorSlide[]> = slides.list;
export const createSlide = slides.create;
export const updateSlide = slides.update;
export const deleteSlide = slides.remove;

export async function uploadSlideImage(id: string, image: Blob, options: RequestOptions = {}) {
  return messageOf(routes.uploadSlideImage, { params: { id }, body: formOf({ image }) }, options);
}
