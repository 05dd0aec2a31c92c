import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorageConfig } from '../config';
import type { Queryable } from '../db/database';
import { deleteStoredFiles, deleteStoredFilesUnder, findStoredFile, insertStoredFile } from '../db/storedFiles';
import { AppError } from './errors';

/** What a request needing an unreachable object storage answers (503), logged with the storage's own error. */
export const FILES_UNAVAILABLE = 'Pliki są chwilowo niedostępne. Spróbuj ponownie za chwilę.';

export class FileStoreUnavailableError extends AppError {
  constructor(readonly reason: unknown) {
    super(503, FILES_UNAVAILABLE);
  }
}

/**
 * Where uploaded files are kept, shared by every API instance: PostgreSQL (the `stored_files` table, the default) or
 * S3-compatible object storage (S3_BUCKET). Keys name the account first: `photos/<accountId>/<imageId>`.
 */
export interface StoredFile {
  contentType: string;
  data: Buffer;
}

export interface FileStore {
  readonly kind: 'database' | 's3';
  /**
   * true: writes and deletes go with the transaction passed to them (the database store), so nothing is left to undo.
   * false (S3): a write is done at once, and a caller whose transaction fails removes what it wrote; bytes of deleted
   * rows are removed after the commit.
   */
  readonly transactional: boolean;
  put(db: Queryable, key: string, file: StoredFile, accountId: string | null): Promise<void>;
  /** null when there is no such file */
  get(db: Queryable, key: string): Promise<StoredFile | null>;
  remove(db: Queryable, keys: string[]): Promise<void>;
  /** every file whose key starts with `prefix` (an account's, once the account is deleted) */
  removePrefix(db: Queryable, prefix: string): Promise<void>;
  close(): void;
}

/** A file read back is at most this large (uploads are checked before they are stored: 8 MB for a photo). */
const MAX_READ_BYTES = 32 * 1024 * 1024;

export function createFileStore(config: FileStorageConfig): FileStore {
  return config.kind === 's3' ? s3Store(config) : databaseStore();
}

function databaseStore(): FileStore {
  return {
    kind: 'database',
    transactional: true,
    put: (db, key, file, accountId) => insertStoredFile(db, key, accountId, file.contentType, file.data),
    get: (db, key) => findStoredFile(db, key),
    remove: (db, keys) => deleteStoredFiles(db, keys),
    removePrefix: (db, prefix) => deleteStoredFilesUnder(db, prefix),
    close() {},
  };
}

function s3Store(config: Extract<FileStorageConfig, { kind: 's3' }>): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // an unreachable store fails a request in seconds, not at the operating system's TCP timeout
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  /** the storage's failures (out of reach, refusing) answer 503; a missing object is told apart by `get` */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) throw error;
      throw new FileStoreUnavailableError(error);
    }
  }

  async function removeKeys(keys: string[]) {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const result = await call(() => client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } })));
      if (result.Errors?.length) throw new Error(`S3: ${result.Errors.length} files not deleted (${result.Errors[0].Code}: ${result.Errors[0].Message})`);
    }
  }

  return {
    kind: 's3',
    transactional: false,
    async put(_db, key, file) {
      await call(() => client.send(new PutObjectCommand({ Bucket, Key: key, Body: file.data, ContentType: file.contentType, ContentLength: file.data.length })));
    },
    async get(_db, key) {
      try {
        return await call(async () => {
          const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
          if ((object.ContentLength ?? 0) > MAX_READ_BYTES) throw new Error(`S3: ${key} is larger than ${MAX_READ_BYTES} bytes`);
          const data = Buffer.from(await object.Body!.transformToByteArray());
          return { contentType: object.ContentType ?? 'application/octet-stream', data };
        });
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async remove(_db, keys) {
      if (keys.length > 0) await removeKeys(keys);
    },
    async removePrefix(_db, prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await call(() => client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })));
        await removeKeys((page.Contents ?? []).map((o) => o.Key!).filter(Boolean));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close() {
      client.destroy();
    },
  };
}
