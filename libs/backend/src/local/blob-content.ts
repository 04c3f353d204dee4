import type { FileContent } from './database';

/**
 * Browsers store Blobs in IndexedDB natively. Some environments (Node-based test runners) cannot
 * clone them, so there the bytes are kept instead; what a caller gets back is a Blob either way.
 */
const blobsCanBeStored = (() => {
  try {
    return structuredClone(new Blob(['probe'])) instanceof Blob;
  } catch {
    return false;
  }
})();

export async function toFileContent(parts: Uint8Array<ArrayBuffer>[], contentType: string): Promise<FileContent> {
  const blob = new Blob(parts, { type: contentType });
  return blobsCanBeStored ? blob : blob.arrayBuffer();
}

export function toBlob(content: FileContent, contentType: string): Blob {
  return content instanceof Blob ? content : new Blob([content], { type: contentType });
}
