import { assertNoNulCharacter, badRequest, tooLarge } from '@art/kit';
import type { FastifyRequest } from 'fastify';
import type { ArtworkFormInput, ArtworkUpload } from '../rules.js';

const ATTRIBUTES = ['width', 'height', 'breadth', 'weight'] as const;
type Attribute = (typeof ATTRIBUTES)[number];

/** `categories[]`, `categories` and `categories[0]` are one list; so are tags and oldImages. */
function listName(field: string): string {
  return field.replace(/\[\d*\]$/, '');
}

/** `attributes[width]` and `attributes.width` both name the width. */
function attributeName(field: string): Attribute | null {
  const match = /^attributes(?:\[(\w+)\]|\.(\w+))$/.exec(field);
  const name = match?.[1] ?? match?.[2];
  return (ATTRIBUTES as readonly string[]).includes(name ?? '') ? (name as Attribute) : null;
}

/** A list may also arrive as one JSON array string (the SDK sends oldImages that way). */
function listValues(value: string): string[] {
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed.map((item) => String(item));
    } catch {
      // Not JSON after all: the text is one value.
    }
  }
  return trimmed === '' ? [] : [value];
}

/** Puts the form's text fields in their places (unknown fields are ignored, as browsers add some). */
export function artworkFormFields(entries: Iterable<[string, string]>): Omit<ArtworkFormInput, 'image' | 'images'> {
  const form: Omit<ArtworkFormInput, 'image' | 'images'> = {
    categories: [],
    tags: [],
    attributes: {},
    oldImages: [],
  };
  for (const [field, value] of entries) {
    const attribute = attributeName(field);
    if (attribute) {
      form.attributes[attribute] = value;
      continue;
    }
    const list = listName(field);
    if (list === 'categories' || list === 'tags' || list === 'oldImages') {
      form[list].push(...listValues(value));
    } else if (field === 'name' || field === 'description' || field === 'price' || field === 'stock') {
      form[field] = value;
    }
  }
  return form;
}

/**
 * Reads the whole Upload/Edit Art form into memory within limits. Nothing is stored here, so a
 * form that fails any rule afterwards leaves no trace. More files than `maxImages` + 1 stop the
 * reading with the image-count message (counting them all would mean reading them all).
 */
export async function readArtworkForm(
  request: FastifyRequest,
  options: { maxImages: number; maxFileBytes: number },
): Promise<ArtworkFormInput> {
  if (!request.isMultipart()) throw badRequest('The form must be sent as multipart/form-data');
  const fields: [string, string][] = [];
  let image: ArtworkUpload | null = null;
  const images: ArtworkUpload[] = [];
  const parts = request.parts({
    // One byte over the limit is enough to know the file is too large.
    limits: { fileSize: options.maxFileBytes + 1, files: options.maxImages + 1, fields: 80, fieldSize: 64 * 1024 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        const field = listName(part.fieldname);
        if (field !== 'image' && field !== 'images') throw badRequest(`Unexpected file in field ${part.fieldname}`);
        if (buffer.length === 0) continue;
        const upload: ArtworkUpload = { field, filename: part.filename, buffer };
        // A second "image" file is one more picture, not a replacement of the first.
        if (field === 'image' && !image) image = upload;
        else images.push(upload);
      } else {
        const value = String(part.value ?? '');
        // PostgreSQL refuses U+0000 in text: a 400 here instead of a 500 at the insert.
        assertNoNulCharacter(value);
        fields.push([part.fieldname, value]);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(`Each image must be less than ${Math.floor(options.maxFileBytes / (1024 * 1024))} MB`);
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest(`You can only upload ${options.maxImages} images`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('The form has too many fields');
    throw error;
  }
  return { ...artworkFormFields(fields), image, images };
}
