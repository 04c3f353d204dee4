import { useCallback } from 'react';
import { environmentMode, useBackend } from '@console/backend';
import { useAuthUser } from '@console/session';
import type { FaqAttachment } from '../model/faq-types';
import { attachmentPath } from './answer-paths';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from './attachment-rules';

export interface AttachmentFiles {
  /** Stores the file under the account's FAQ files; `onProgress` gets 0..1. */
  upload: (faqId: string, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) => Promise<FaqAttachment>;
  /** Removes a stored file (an upload the bank discarded). */
  remove: (attachment: FaqAttachment) => Promise<void>;
  /** A URL to open the file with now. */
  url: (attachment: FaqAttachment) => Promise<string>;
}

export function useAttachmentFiles(): AttachmentFiles {
  const { files } = useBackend();
  const uid = useAuthUser()?.uid ?? null;

  const upload = useCallback(
    async (faqId: string, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) => {
      if (!uid) throw new Error('Not signed in');
      const path = attachmentPath(environmentMode, uid, faqId, file.name);
      const stored = await files.upload(path, file, {
        contentType: file.type,
        allowedTypes: ATTACHMENT_TYPES,
        maxBytes: MAX_ATTACHMENT_BYTES,
        ...(onProgress ? { onProgress } : {}),
        ...(signal ? { signal } : {}),
      });
      return { name: file.name, path: stored.path, contentType: stored.contentType, size: stored.size };
    },
    [files, uid],
  );
  const remove = useCallback((attachment: FaqAttachment) => files.delete(attachment.path), [files]);
  const url = useCallback((attachment: FaqAttachment) => files.getDownloadUrl(attachment.path), [files]);
  return { upload, remove, url };
}
