// The operators' side of exhibitions and home slides (catalogue's /api/operator/... endpoints):
// every exhibition with its period now, create, edit, delete, pictures and audio; the home
// slider's slides. Imported as '@art/sdk/showcase', on its own: only the operators' console
// downloads it. Every call goes through the generated routes (callEndpoint), so no path is written here.

import type {
  ExhibitionCreate,
  ExhibitionImageSlot,
  ExhibitionUpdate,
  OperatorExhibition,
  OperatorSlide,
  SlideCreate,
  SlideUpdate,
} from '@art/contracts';
import { ApiError, type RequestOptions } from './core.js';
import { callEndpoint } from './declared-route.js';
import { catalogueRoutes as routes } from './routes/catalogue.js';

export type {
  ExhibitionCreate,
  ExhibitionImageSlot,
  ExhibitionUpdate,
  OperatorExhibition,
  OperatorSlide,
  SlideCreate,
  SlideUpdate,
};
export { ApiError };

export async function listExhibitions(options: RequestOptions = {}): Promise<OperatorExhibition[]> {
  return (await callEndpoint(routes.operatorExhibitions, {}, options)).message;
}

export async function createExhibition(body: ExhibitionCreate, options: RequestOptions = {}) {
  return (await callEndpoint(routes.createExhibition, { body }, options)).message;
}

export async function updateExhibition(id: string, body: ExhibitionUpdate, options: RequestOptions = {}) {
  return (await callEndpoint(routes.updateExhibition, { params: { id }, body }, options)).message;
}

export async function deleteExhibition(id: string, options: RequestOptions = {}) {
  return (await callEndpoint(routes.deleteExhibition, { params: { id } }, options)).message;
}

/** One picture: a slot's (banner, listingThumb, background, parallaxBackground) or one more work (item). */
export async function uploadExhibitionImage(
  id: string,
  upload: { slot: ExhibitionImageSlot; image: Blob; title?: string; details?: string },
  options: RequestOptions = {},
) {
  const form = new FormData();
  form.append('slot', upload.slot);
  if (upload.title !== undefined) form.append('title', upload.title);
  if (upload.details !== undefined) form.append('details', upload.details);
  form.append('image', upload.image);
  return (await callEndpoint(routes.uploadExhibitionImage, { params: { id }, body: form }, options)).message;
}

/** The audio guide: mp3, ogg or m4a. */
export async function uploadExhibitionAudio(id: string, audio: Blob, options: RequestOptions = {}) {
  const form = new FormData();
  form.append('audio', audio);
  return (await callEndpoint(routes.uploadExhibitionAudio, { params: { id }, body: form }, options)).message;
}

export async function listSlides(options: RequestOptions = {}): Promise<OperatorSlide[]> {
  return (await callEndpoint(routes.operatorSlides, {}, options)).message;
}

export async function createSlide(body: SlideCreate, options: RequestOptions = {}) {
  return (await callEndpoint(routes.createSlide, { body }, options)).message;
}

export async function updateSlide(id: string, body: SlideUpdate, options: RequestOptions = {}) {
  return (await callEndpoint(routes.updateSlide, { params: { id }, body }, options)).message;
}

export async function deleteSlide(id: string, options: RequestOptions = {}) {
  return (await callEndpoint(routes.deleteSlide, { params: { id } }, options)).message;
}

export async function uploadSlideImage(id: string, image: Blob, options: RequestOptions = {}) {
  const form = new FormData();
  form.append('image', image);
  return (await callEndpoint(routes.uploadSlideImage, { params: { id }, body: form }, options)).message;
}
