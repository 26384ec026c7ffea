import { EXHIBITION_AUDIO_MAX_BYTES } from '@art/contracts';
import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, eventContextOf, notFound, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { AUDIO_TOO_LARGE, imageTooLargeMessage, readOneUpload } from './media.js';
import { EXHIBITION_UNAVAILABLE, type ExhibitionPeriod } from './queries.js';

/** The exhibitions by period, and one of them; following one; the operators' endpoints. */
export async function exhibitionsRoutes(app: FastifyInstance) {
  const lists = [
    [endpoints.exhibitions, 'all'],
    [endpoints.currentExhibitions, 'current'],
    [endpoints.previousExhibitions, 'previous'],
    [endpoints.upcomingExhibitions, 'upcoming'],
  ] as const satisfies readonly (readonly [unknown, ExhibitionPeriod])[];
  for (const [endpoint, period] of lists) {
    endpointRoute(app, endpoint, {
      // The lists are declared without `optionalToken`, so the kit hands every caller in as a guest
      // (the suspension still applies); once they are declared with it, a block applies too.
      handler: async (request) => ({
        status: 'success',
        message: await app.exhibitions.list(period, request.viewer?.id ?? null),
      }),
    });
  }

  endpointRoute(app, endpoints.exhibition, {
    handler: async (request) => ({
      status: 'success',
      message: await app.exhibitions.get(request.params.id, request.viewer?.id ?? null),
    }),
  });

  // A member follows an exhibition to hear when it opens and two days before it closes.
  for (const [endpoint, following] of [
    [endpoints.followExhibition, true],
    [endpoints.unfollowExhibition, false],
  ] as const) {
    endpointRoute(app, endpoint, {
      handler: async (request) =>
        app.exhibitions.follow(request.params.id, viewerOf(request).id, following, eventContextOf(request)),
    });
  }

  const operators = app.exhibitions.operators;

  endpointRoute(app, endpoints.operatorExhibitions, {
    handler: async () => ({ status: 'success', message: await operators.list() }),
  });

  endpointRoute(app, endpoints.createExhibition, {
    handler: async (request) => ({
      status: 'success',
      message: await operators.create(request.body, eventContextOf(request)),
    }),
  });

  endpointRoute(app, endpoints.updateExhibition, {
    handler: async (request) => ({
      status: 'success',
      message: await operators.update(request.params.id, request.body, eventContextOf(request)),
    }),
  });

  endpointRoute(app, endpoints.deleteExhibition, {
    handler: async (request) => ({
      status: 'success',
      message: await operators.remove(request.params.id, eventContextOf(request)),
    }),
  });

  // Uploads: the exhibition is looked up before the body is read, the form and the file are
  // checked before anything is stored.
  endpointRoute(app, endpoints.uploadExhibitionImage, {
    handler: async (request) => {
      const { id } = request.params;
      if (!(await operators.exists(id))) throw notFound(EXHIBITION_UNAVAILABLE);
      const maxBytes = app.config.ARTWORK_IMAGE_MAX_BYTES;
      const upload = await readOneUpload(request, {
        fileField: 'image',
        maxBytes,
        tooLargeMessage: imageTooLargeMessage(maxBytes),
      });
      const form = await operators.checkImageForm(id, upload.fields);
      return {
        status: 'success',
        message: await operators.uploadImage(id, form, upload.file, eventContextOf(request)),
      };
    },
  });

  endpointRoute(app, endpoints.uploadExhibitionAudio, {
    handler: async (request) => {
      const { id } = request.params;
      if (!(await operators.exists(id))) throw notFound(EXHIBITION_UNAVAILABLE);
      const upload = await readOneUpload(request, {
        fileField: 'audio',
        maxBytes: EXHIBITION_AUDIO_MAX_BYTES,
        tooLargeMessage: AUDIO_TOO_LARGE,
      });
      return { status: 'success', message: await operators.uploadAudio(id, upload.file, eventContextOf(request)) };
    },
  });
}
