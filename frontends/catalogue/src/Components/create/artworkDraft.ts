// The upload/edit form's state and how it becomes the API's draft (pure, so it is unit-tested).
import type { ArtworkDraft, ArtworkView } from '@art/sdk';
import {
  type ArtworkFormValues,
  DIMENSIONS,
  type Dimension,
  dimensionValue,
  wholeNumber,
} from '../../validation/artworkForm.js';

/** A picture in the form: one the artwork already has, or a file picked now (with a preview URL). */
export type PickedImage =
  | { key: string; kind: 'stored'; id: string; previewUrl: string }
  | { key: string; kind: 'new'; file: File; previewUrl: string };

export type ArtworkFields = {
  name: string;
  description: string;
  mainCategory: string;
  subCategories: string[];
  price: string;
  stock: string;
  dimensions: Record<Dimension, string>;
  tags: string[];
};

export const EMPTY_FIELDS: ArtworkFields = {
  name: '',
  description: '',
  mainCategory: '',
  subCategories: [],
  price: '',
  stock: '',
  dimensions: { height: '', width: '', breadth: '', weight: '' },
  tags: [],
};

export function formValues(fields: ArtworkFields, images: readonly PickedImage[]): ArtworkFormValues {
  return {
    imageCount: images.length,
    name: fields.name,
    mainCategory: fields.mainCategory,
    price: fields.price,
    stock: fields.stock,
    dimensions: fields.dimensions,
  };
}

/**
 * The draft the SDK sends. The first picture is the main one: a new file goes as `image`, a stored
 * one stays main by coming first in `oldImages`. `oldImages` is sent on edit only (`isEdit`), so an
 * edit that removed every stored picture still says so with an empty list.
 */
export function toDraft(fields: ArtworkFields, images: readonly PickedImage[], isEdit: boolean): ArtworkDraft {
  const [first] = images;
  const newFiles = images.flatMap((image) => (image.kind === 'new' ? [image.file] : []));
  const mainFile = first?.kind === 'new' ? first.file : null;
  const dimension = (key: Dimension) => dimensionValue(fields.dimensions[key]) ?? null;
  return {
    name: fields.name.trim(),
    description: fields.description.trim(),
    categories: fields.mainCategory ? [fields.mainCategory, ...fields.subCategories] : [],
    tags: fields.tags,
    price: wholeNumber(fields.price) ?? 0,
    stock: wholeNumber(fields.stock) ?? 0,
    attributes: {
      width: dimension('width'),
      height: dimension('height'),
      breadth: dimension('breadth'),
      weight: dimension('weight'),
    },
    image: mainFile,
    images: mainFile ? newFiles.slice(1) : newFiles,
    ...(isEdit ? { oldImages: images.flatMap((image) => (image.kind === 'stored' ? [image.id] : [])) } : {}),
  };
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form filled with an artwork as the API returns it (Edit Art). */
export function fieldsOf(artwork: ArtworkView): ArtworkFields {
  const main = artwork.categories.find((category) => !category.parent);
  const dimensions = Object.fromEntries(DIMENSIONS.map((key) => [key, numberText(artwork.attributes[key])])) as Record<
    Dimension,
    string
  >;
  return {
    name: artwork.name,
    description: artwork.description,
    mainCategory: main?._id ?? '',
    subCategories: artwork.categories.filter((category) => category.parent).map((category) => category._id),
    price: String(artwork.price),
    stock: String(artwork.stock),
    dimensions,
    tags: [...artwork.tags],
  };
}

/** The artwork's stored pictures, main first, each once. */
export function storedImagesOf(artwork: ArtworkView): PickedImage[] {
  const all = [...(artwork.image ? [artwork.image] : []), ...artwork.images];
  const seen = new Set<string>();
  return all.flatMap((image) => {
    if (seen.has(image._id)) return [];
    seen.add(image._id);
    const previewUrl = image.files.thumbnail?.url || image.files.gallery?.url || image.files.large?.url || '';
    return [{ key: `stored-${image._id}`, kind: 'stored' as const, id: image._id, previewUrl }];
  });
}
