import { useCallback } from 'react';
import { useBackend } from '@console/backend/react';
import type { Locale } from '@console/locale';
import { useAuthUser } from '@console/session';
import type { FaqAttachment } from '../model/faq-types';
import { attachmentPath } from './answer-paths';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from './attachment-rules';

/** The answer a file is uploaded for: its own folder per language and question. */
export interface AttachmentTarget {
  locale: Locale;
  faqId: string;
}

export interface AttachmentFiles {
  /** Stores the file under a path of its own in the answer's folder; `onProgress` gets 0..1. */
  upload: (target: AttachmentTarget, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) => Promise<FaqAttachment>;
  /** Removes a stored file (an upload the bank discarded). */
  remove: (path: string) => Promise<void>;
  /** A URL to open the file with now. */
  url: (attachment: FaqAttachment) => Promise<string>;
}

export function useAttachmentFiles(): AttachmentFiles {
  const { files, documents, mode } = useBackend();
  const uid = useAuthUser()?.uid ?? null;

  const upload = useCallback(
    async ({ locale, faqId }: AttachmentTarget, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) => {
      if (!uid) throw new Error('Not signed in');
      const path = attachmentPath(mode, uid, locale, faqId, documents.newId(), file.name);
      const stored = await files.upload(path, file, {
        contentType: file.type,
        allowedTypes: ATTACHMENT_TYPES,
        maxBytes: MAX_ATTACHMENT_BYTES,
        ...(onProgress ? { onProgress } : {}),
        ...(signal ? { signal } : {}),
      });
      return { name: file.name, path: stored.path, contentType: stored.contentType, size: stored.size };
    },
    [files, documents, mode, uid],
  );
  const remove = useCallback((path: string) => files.delete(path), [files]);
  const url = useCallback((attachment: FaqAttachment) => files.getDownloadUrl(attachment.path), [files]);
  return { upload, remove, url };
}
