/** What an answer may carry: images and PDFs, small enough for a chat message. */
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'] as const;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;

export type AttachmentRejection = 'type' | 'size' | 'count';

/** Why a file may not be attached, or null when it may. `count` is how many the answer has already. */
export function attachmentRejection(file: { type: string; size: number }, count: number): AttachmentRejection | null {
  if (count >= MAX_ATTACHMENTS) return 'count';
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'size';
  return null;
}
