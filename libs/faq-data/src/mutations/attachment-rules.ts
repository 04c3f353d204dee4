import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '@console/document-rules';

/** What an answer may carry: images and PDFs, small enough for a chat message (the rules' limits too). */
export { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS };

export type AttachmentRejection = 'type' | 'size' | 'count';

/** Why a file may not be attached, or null when it may. `count` is how many the answer has already. */
export function attachmentRejection(file: { type: string; size: number }, count: number): AttachmentRejection | null {
  if (count >= MAX_ATTACHMENTS) return 'count';
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'size';
  return null;
}
