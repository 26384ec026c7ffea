import { badRequest, tooLarge } from '@art/kit';
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface FormContent {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a whole multipart form into memory, within limits: a file over `maxFileBytes` ends the
 * request with 413 before the rest is read, and files in fields not listed are refused. Nothing
 * is stored here, so a form that fails any check leaves no trace.
 */
export async function readForm(
  request: FastifyRequest,
  options: { fileFields: string[]; maxFileBytes: number; maxFiles: number; tooLargeMessage?: string },
): Promise<FormContent> {
  if (!request.isMultipart()) throw badRequest('The form must be sent as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const parts = request.parts({
    // One byte over the limit is enough to know the file is too large.
    limits: { fileSize: options.maxFileBytes + 1, files: options.maxFiles, fields: 60, fieldSize: 64 * 1024 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (!options.fileFields.includes(part.fieldname))
          throw badRequest(`Unexpected file in field ${part.fieldname}`);
        if (buffer.length > 0) files.push({ field: part.fieldname, filename: part.filename, buffer });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(options.tooLargeMessage ?? 'File too large');
    if (code === 'FST_FILES_LIMIT') throw badRequest(`You can upload at most ${options.maxFiles} files`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('The form has too many fields');
    throw error;
  }
  return { fields, files };
}
