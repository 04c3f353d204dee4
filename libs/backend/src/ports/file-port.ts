export interface UploadOptions {
  contentType: string;
  /** Refused with `storage/invalid-format` when contentType is not listed. */
  allowedTypes: readonly string[];
  /** Refused with `storage/file-too-large` when the blob is larger. */
  maxBytes: number;
  /** Fraction 0..1 of bytes sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface StoredFile {
  /** Storage path, e.g. `mode/staging/accounts/u1/avatar/photo.png`: keep it to resolve the URL later. */
  path: string;
  /** A URL an `<img>` can show now. In the local backend it lives as long as the page. */
  url: string;
  contentType: string;
  size: number;
}

export interface FileStore {
  upload(path: string, file: Blob, options: UploadOptions): Promise<StoredFile>;
  getDownloadUrl(path: string): Promise<string>;
  delete(path: string): Promise<void>;
}

/** What a document keeps of an uploaded file: the path (to resolve it again) and the URL it had. */
export interface StoredFileRef {
  path?: string;
  url: string;
}
