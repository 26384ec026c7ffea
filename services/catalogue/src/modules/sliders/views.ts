import type { OperatorSlide, Slide } from '@art/contracts';
import type { StoredSlide } from './queries.js';

/** A slide as the home page reads it. */
export function toSlide(slide: StoredSlide): Slide {
  return {
    ...(slide.id ? { _id: slide.id } : {}),
    imageMain: slide.imageMain,
    thumbnail: slide.thumbnail,
    title: slide.title,
    linkArtist: slide.linkArtist,
    explicit: slide.explicit === true,
  };
}

/** The home page shows the slides that have their picture, in their order. */
export function publicSlides(slides: StoredSlide[]): Slide[] {
  return slides.filter((slide) => slide.imageMain !== '').map(toSlide);
}

/** A slide as the console reads it (stored slides have an id by then). */
export function toOperatorSlide(slide: StoredSlide, position: number): OperatorSlide {
  return {
    _id: slide.id ?? '',
    title: slide.title,
    imageMain: slide.imageMain,
    thumbnail: slide.thumbnail,
    linkArtist: slide.linkArtist,
    explicit: slide.explicit === true,
    position,
  };
}
