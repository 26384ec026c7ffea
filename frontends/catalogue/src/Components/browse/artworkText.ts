// Texts the artwork screens derive from an artwork; pure, so they are tested without a browser.
import type { ArtworkView } from '@art/sdk';
import { CUT_LENGTHS, cutText, formatCount } from '@art/ui';

/** Card names are cut at 20 characters with an ellipsis. */
export function cardName(name: string): string {
  return cutText(name, CUT_LENGTHS.artworkName);
}

/** Whether the description is longer than its preview (150 characters) and gets Read More. */
export function isDescriptionCut(description: string): boolean {
  return Array.from(description ?? '').length > CUT_LENGTHS.description;
}

export function descriptionPreview(description: string): string {
  return cutText(description ?? '', CUT_LENGTHS.description);
}

/** Height and width in inches, in the language's digits, or null when neither is known. */
export function dimensionsOf(
  attributes: ArtworkView['attributes'],
  language: string | undefined,
): { height: string | null; width: string | null } | null {
  const show = (value: number | null) =>
    value === null || value === undefined || !(value > 0) ? null : formatCount(value, language);
  const height = show(attributes.height);
  const width = show(attributes.width);
  return height === null && width === null ? null : { height, width };
}
