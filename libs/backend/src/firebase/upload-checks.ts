import type { UploadOptions } from '../ports/file-port';
import { BackendError } from '../ports/errors';

/** Why an upload must not start, or null. Checked before any byte is sent, so a refusal costs nothing. */
export function uploadRefusal(file: Pick<Blob, 'size'>, options: Pick<UploadOptions, 'contentType' | 'allowedTypes' | 'maxBytes'>): BackendError | null {
  if (!options.allowedTypes.includes(options.contentType)) {
    return new BackendError('storage/invalid-format', `Content type "${options.contentType}" is not one of ${options.allowedTypes.join(', ')}.`);
  }
  if (file.size > options.maxBytes) {
    return new BackendError('storage/file-too-large', `The file has ${file.size} bytes; at most ${options.maxBytes} are allowed.`);
  }
  return null;
}

/** Fraction 0..1 of an upload; an empty file counts as done. */
export function uploadFraction(bytesTransferred: number, totalBytes: number): number {
  return totalBytes > 0 ? Math.min(1, bytesTransferred / totalBytes) : 1;
}
