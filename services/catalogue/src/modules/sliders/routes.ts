import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, eventContextOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { imageTooLargeMessage, readOneUpload } from '../exhibitions/media.js';
import { slideOperations } from './operator.js';
import { homeSlides, listSliders } from './queries.js';
import { publicSlides } from './views.js';

/** The home page's sliders, and the operators' endpoints for the home slider's slides. */
export async function slidersRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.getHomeSlider, {
    handler: async () => ({ status: 'success', slides: publicSlides(await homeSlides(app.db)) }),
  });

  endpointRoute(app, endpoints.listSliders, {
    handler: async () => {
      const rows = await listSliders(app.db);
      return {
        status: 'success',
        message: rows.map((row) => ({ _id: row.id, name: row.name, slides: publicSlides(row.slides) })),
      };
    },
  });

  const slides = slideOperations({
    db: app.db,
    storage: app.storage,
    imageMaxBytes: app.config.ARTWORK_IMAGE_MAX_BYTES,
    log: app.log.child({ component: 'slides' }),
  });

  endpointRoute(app, endpoints.operatorSlides, {
    handler: async () => ({ status: 'success', message: await slides.list() }),
  });

  endpointRoute(app, endpoints.createSlide, {
    handler: async (request) => ({
      status: 'success',
      message: await slides.create(request.body, eventContextOf(request)),
    }),
  });

  endpointRoute(app, endpoints.updateSlide, {
    handler: async (request) => ({
      status: 'success',
      message: await slides.update(request.params.id, request.body, eventContextOf(request)),
    }),
  });

  endpointRoute(app, endpoints.deleteSlide, {
    handler: async (request) => ({
      status: 'success',
      message: await slides.remove(request.params.id, eventContextOf(request)),
    }),
  });

  endpointRoute(app, endpoints.uploadSlideImage, {
    handler: async (request) => {
      const { id } = request.params;
      await slides.assertExists(id);
      const maxBytes = app.config.ARTWORK_IMAGE_MAX_BYTES;
      const upload = await readOneUpload(request, {
        fileField: 'image',
        maxBytes,
        tooLargeMessage: imageTooLargeMessage(maxBytes),
      });
      return { status: 'success', message: await slides.uploadImage(id, upload.file, eventContextOf(request)) };
    },
  });
}
