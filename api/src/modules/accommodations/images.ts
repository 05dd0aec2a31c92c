import crypto from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart'; // request.parts() / isMultipart()
import type { Queryable } from '../../db/database';
import { AppError, ValidationError } from '../../lib/errors';
import { findImageForServing, insertImage } from './repository';
import { formTextBudget } from '../../plugins/inputSafety';

/**
 * Apartment photos on disk: `<dataDir>/uploads/<accountId>/<imageId>`, served only through
 * GET /api/v1/images/<imageId> (ids are random uuids, folders are never listed). The type is read from the file's
 * first bytes, never from the name or the header the browser sent.
 */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGES_PER_REQUEST = 30;
export const NOT_AN_IMAGE = 'Dozwolone są tylko pliki graficzne';
export const TOO_LARGE = 'Plik jest zbyt duży (maksymalnie 8 MB)';

export interface UploadedImage {
  fileName: string;
  contentType: string;
  buffer: Buffer;
}

/** PNG, JPEG, GIF or WebP by their magic bytes; null for anything else. */
export function sniffImageType(buffer: Buffer): string | null {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'image/jpeg';
  const head = buffer.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (buffer.length >= 12 && buffer.subarray(0, 4).toString('latin1') === 'RIFF' && buffer.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function imagePath(dataDir: string, accountId: string, imageId: string): string {
  return path.join(uploadsDir(dataDir), accountId, imageId);
}

export function imageUrl(imageId: string): string {
  return `/api/v1/images/${imageId}`;
}

function tooLarge(error: unknown): boolean {
  const e = error as { code?: string; statusCode?: number };
  return e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.statusCode === 413;
}

/** Checks one uploaded part; throws 422 on the given field when it is not an image. */
export function checkedImage(fileName: string, buffer: Buffer, field: string): UploadedImage {
  if (buffer.length === 0) throw new ValidationError({ [field]: [NOT_AN_IMAGE] });
  const contentType = sniffImageType(buffer);
  if (!contentType) throw new ValidationError({ [field]: [NOT_AN_IMAGE] });
  return { fileName: fileName.slice(0, 200) || 'zdjecie', contentType, buffer };
}

/** Reads a part's file into memory, turning the size-limit failure into a 422 on the field. */
export async function readFilePart(part: { toBuffer(): Promise<Buffer>; file: { truncated?: boolean } }, field: string): Promise<Buffer> {
  try {
    const buffer = await part.toBuffer();
    if (part.file.truncated) throw new ValidationError({ [field]: [TOO_LARGE] });
    return buffer;
  } catch (error) {
    if (tooLarge(error)) throw new ValidationError({ [field]: [TOO_LARGE] });
    throw error;
  }
}

/** Every file part of a multipart request that carries only images (the apartment photo endpoint). */
export async function readImageParts(request: FastifyRequest): Promise<UploadedImage[]> {
  if (!request.isMultipart()) throw new ValidationError({ images: ['Wybierz pliki do przesłania'] });
  const images: UploadedImage[] = [];
  const countText = formTextBudget(request);
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        countText(part);
        continue;
      }
      const buffer = await readFilePart(part, 'images');
      images.push(checkedImage(part.filename, buffer, 'images'));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (tooLarge(error)) throw new ValidationError({ images: [TOO_LARGE] });
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new ValidationError({ images: [`Najwyżej ${MAX_IMAGES_PER_REQUEST} plików naraz`] });
    }
    throw error;
  }
  if (images.length === 0) throw new ValidationError({ images: ['Wybierz pliki do przesłania'] });
  return images;
}

/**
 * Writes photos to disk and records them after the apartment's other photos. Returns the written paths so that a
 * caller whose transaction fails can remove them again.
 */
export async function storeImages(
  db: Queryable,
  dataDir: string,
  accountId: string,
  apartmentId: string,
  images: UploadedImage[],
  written: string[],
): Promise<void> {
  if (images.length === 0) return;
  await fs.mkdir(path.join(uploadsDir(dataDir), accountId), { recursive: true });
  for (const image of images) {
    const id = crypto.randomUUID();
    const file = imagePath(dataDir, accountId, id);
    await fs.writeFile(file, image.buffer, { flag: 'wx' });
    written.push(file);
    await insertImage(db, accountId, apartmentId, { id, fileName: image.fileName, contentType: image.contentType, size: image.buffer.length });
  }
}

/** Copies stored photo files under new ids (copying a listing); returns the new rows to insert. */
export async function copyImageFile(dataDir: string, accountId: string, fromId: string, written: string[]): Promise<string | null> {
  const id = crypto.randomUUID();
  const target = imagePath(dataDir, accountId, id);
  try {
    await fs.copyFile(imagePath(dataDir, accountId, fromId), target, fs.constants.COPYFILE_EXCL);
  } catch {
    return null; // a file missing on disk is not worth failing the copy
  }
  written.push(target);
  return id;
}

export async function removeFiles(files: string[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(f, { force: true }).catch(() => undefined)));
}

/** Every photo file of an account (called once the account's rows are deleted: its data leaves the disk too). */
export async function removeAccountImages(dataDir: string, accountId: string): Promise<void> {
  await fs.rm(path.join(uploadsDir(dataDir), accountId), { recursive: true, force: true });
}

/** A stored photo to serve: its type (read from its bytes at upload) and its file; null when the row or the file is gone. */
export async function openImage(db: Queryable, dataDir: string, imageId: string): Promise<{ contentType: string; file: ReadStream } | null> {
  const image = await findImageForServing(db, imageId);
  if (!image) return null;
  const file = imagePath(dataDir, image.account_id, image.id);
  try {
    await fs.access(file);
  } catch {
    return null;
  }
  return { contentType: image.content_type, file: createReadStream(file) };
}
