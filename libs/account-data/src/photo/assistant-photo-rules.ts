import { ownFileFolders, paths } from '@console/data-paths';

/** What the assistant photo may be; the settings form checks the same limits before anything is sent. */
export const ASSISTANT_PHOTO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
export const MAX_ASSISTANT_PHOTO_BYTES = 2 * 1024 * 1024;

const extensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * A new name for every upload, so a replaced photo never shows from a cache and the previous file can
 * be removed only once the document points at the new one.
 */
export function assistantPhotoPath(mode: string, uid: string, contentType: string, timestamp: number): string {
  const extension = extensions[contentType] ?? 'img';
  return `${paths.accountFiles(mode, uid)}/assistant/photo-${timestamp}.${extension}`;
}

/** Only files this feature uploaded (into today's folder or the one files had before) are ever deleted by it. */
export function isAssistantPhotoPath(mode: string, uid: string, path: string): boolean {
  return ownFileFolders(mode, uid).some((folder) => path.startsWith(`${folder}/assistant/`));
}
