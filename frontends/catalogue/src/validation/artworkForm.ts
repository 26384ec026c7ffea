// Upload and Edit Art checks, as pure functions: the first failure in the form's order (images,
// name, category, price, stock, dimensions), as a translation key and its values, shown by the
// screen as an error toast.

export const MAX_ARTWORK_IMAGES = 6;
export const MAX_ARTWORK_TAGS = 10;
export const MAX_PRICE = 10_000_000;
export const MAX_STOCK = 50;

/** Upper bounds of the dimensions: inches for the sides, kg for the weight. */
export const DIMENSION_LIMITS = { height: 240, width: 240, breadth: 120, weight: 240 } as const;

export type Dimension = keyof typeof DIMENSION_LIMITS;

/** Dimensions are checked height, width, breadth, then weight. */
export const DIMENSIONS: readonly Dimension[] = ['height', 'width', 'breadth', 'weight'];

/** The form as typed: numbers stay text until they are checked. */
export type ArtworkFormValues = {
  imageCount: number;
  name: string;
  mainCategory: string;
  price: string;
  stock: string;
  dimensions: Record<Dimension, string>;
};

export type ArtworkProblem = { field: string; key: string; values?: Record<string, number | string> };

const WHOLE_NUMBER = /^\d+$/;

/** A count or an amount of whole NPR, as typed; null when it is not one. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : null;
}

/** A dimension as typed: empty is "not given" (null); undefined when it is not a number at all. */
export function dimensionValue(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

export function artworkProblem(values: ArtworkFormValues): ArtworkProblem | null {
  if (values.imageCount < 1) return { field: 'images', key: 'artworkForm.errors.noImage' };
  if (values.imageCount > MAX_ARTWORK_IMAGES)
    return { field: 'images', key: 'artworkForm.errors.tooManyImages', values: { count: MAX_ARTWORK_IMAGES } };
  if (!values.name.trim()) return { field: 'name', key: 'artworkForm.errors.nameRequired' };
  if (!values.mainCategory) return { field: 'category', key: 'artworkForm.errors.categoryRequired' };

  const price = wholeNumber(values.price);
  if (price === null) return { field: 'price', key: 'artworkForm.errors.priceRequired' };
  if (price > MAX_PRICE) return { field: 'price', key: 'artworkForm.errors.priceTooHigh', values: { max: MAX_PRICE } };

  const stock = wholeNumber(values.stock);
  if (stock === null) return { field: 'stock', key: 'artworkForm.errors.stockRequired' };
  if (stock > MAX_STOCK) return { field: 'stock', key: 'artworkForm.errors.stockTooHigh', values: { max: MAX_STOCK } };

  for (const dimension of DIMENSIONS) {
    const value = dimensionValue(values.dimensions[dimension]);
    if (value === undefined) return { field: dimension, key: `artworkForm.errors.${dimension}Invalid` };
    const max = DIMENSION_LIMITS[dimension];
    if (value !== null && value > max)
      return { field: dimension, key: `artworkForm.errors.${dimension}TooHigh`, values: { max } };
  }
  return null;
}

/** Tags as the input takes them: trimmed, no empties, no repeats (case-insensitive), at most 10. */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim().replace(/^#/, '');
  if (!tag || tags.length >= MAX_ARTWORK_TAGS) return [...tags];
  if (tags.some((existing) => existing.toLocaleLowerCase() === tag.toLocaleLowerCase())) return [...tags];
  return [...tags, tag];
}
