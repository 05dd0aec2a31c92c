import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart'; // request.parts() / isMultipart()
import type { Queryable } from '../../db/database';
import type { FileStore } from '../../lib/fileStore';
import { AppError, ValidationError } from '../../lib/errors';
import { findImageForServing, insertImage } from './repository';
import { formTextBudget } from '../../plugins/inputSafety';

/**
 * Apartment photos in the file store (the database, or S3-compatible storage: lib/fileStore.ts) under
 * `photos/<accountId>/<imageId>`, served only through GET /api/v1/images/<imageId> (ids are random uuids, nothing
 * lists them), by whichever instance is asked. The type is read from the file's
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

/** Where the photos of old versions lie on the disk, `<dataDir>/uploads/<accountId>/<imageId>` (moved at start). */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** A photo's key in the file store (its account first: an account's photos go with it). */
export function photoKey(accountId: string, imageId: string): string {
  return `${accountPhotosPrefix(accountId)}${imageId}`;
}

export function accountPhotosPrefix(accountId: string): string {
  return `photos/${accountId}/`;
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
 * Stores photos and records them after the apartment's other photos. The keys written are added to `written`, so that
 * a caller whose transaction fails can remove them again (from a store outside the database).
 */
export async function storeImages(
  db: Queryable,
  files: FileStore,
  accountId: string,
  apartmentId: string,
  images: UploadedImage[],
  written: string[],
): Promise<void> {
  for (const image of images) {
    const id = crypto.randomUUID();
    const key = photoKey(accountId, id);
    await files.put(db, key, { contentType: image.contentType, data: image.buffer }, accountId);
    written.push(key);
    await insertImage(db, accountId, apartmentId, { id, fileName: image.fileName, contentType: image.contentType, size: image.buffer.length });
  }
}

/** Copies a stored photo under a new id (copying a listing); null when its file is missing. */
export async function copyImageFile(db: Queryable, files: FileStore, accountId: string, fromId: string, written: string[]): Promise<string | null> {
  const file = await files.get(db, photoKey(accountId, fromId));
  if (!file) return null; // a missing file is not worth failing the copy
  const id = crypto.randomUUID();
  await files.put(db, photoKey(accountId, id), file, accountId);
  written.push(photoKey(accountId, id));
  return id;
}

/** A stored photo to serve: its type (read from its bytes at upload) and its bytes; null when the row or the file is gone. */
export async function openImage(db: Queryable, files: FileStore, imageId: string): Promise<{ contentType: string; data: Buffer } | null> {
  const image = await findImageForServing(db, imageId);
  if (!image) return null;
  const file = await files.get(db, photoKey(image.account_id, image.id));
  return file ? { contentType: image.content_type, data: file.data } : null;
}

/**
 * Moves the photos an earlier version kept on this instance's disk (`<dataDir>/uploads`) into the file store, then
 * deletes them from the disk; run at start under the start-up lock. A file with no photo row is left where it is.
 * Returns how many were moved.
 */
export async function movePhotosFromDisk(db: Queryable, files: FileStore, dataDir: string): Promise<{ moved: number; left: number }> {
  const root = uploadsDir(dataDir);
  let accounts: string[];
  try {
    accounts = await fs.readdir(root);
  } catch {
    return { moved: 0, left: 0 }; // nothing was ever uploaded here
  }
  let moved = 0;
  let left = 0;
  for (const accountId of accounts) {
    const folder = path.join(root, accountId);
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    for (const imageId of names) {
      const row = UUID.test(imageId) && UUID.test(accountId) ? await findImageForServing(db, imageId) : null;
      if (!row || row.account_id !== accountId) {
        left++;
        continue;
      }
      const key = photoKey(accountId, imageId);
      if (!(await files.get(db, key))) {
        await files.put(db, key, { contentType: row.content_type, data: await fs.readFile(path.join(folder, imageId)) }, accountId);
      }
      await fs.rm(path.join(folder, imageId), { force: true });
      moved++;
    }
    await fs.rmdir(folder).catch(() => undefined); // kept when something was left in it
  }
  await fs.rmdir(root).catch(() => undefined);
  return { moved, left };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
