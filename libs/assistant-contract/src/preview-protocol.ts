import type { PublishedHead, PublishedPart } from './published-assistant';

/** A published assistant as customers see it: the head and its version's parts. */
export type PublishedAssistant = { assistantId: string; head: PublishedHead; parts: PublishedPart[] };

/**
 * Messages between the console's embed page and the chat it previews in a frame of the same origin.
 * Each side accepts only messages from its own origin and from the other's window; the chat shows the
 * console's draft, counts nothing and stores nothing.
 */
export const PREVIEW_SOURCE = 'tellr-preview';

/** The chat is ready for a draft to show (sent again on each reload of the frame). */
export type PreviewReady = { source: typeof PREVIEW_SOURCE; type: 'ready' };
/** The console's draft, as it would be published. */
export type PreviewDraft = { source: typeof PREVIEW_SOURCE; type: 'draft'; assistant: PublishedAssistant };

export function isPreviewReady(data: unknown): data is PreviewReady {
  return typeof data === 'object' && data !== null && (data as PreviewReady).source === PREVIEW_SOURCE && (data as PreviewReady).type === 'ready';
}

export function isPreviewDraft(data: unknown): data is PreviewDraft {
  if (typeof data !== 'object' || data === null) return false;
  const { source, type, assistant } = data as Partial<PreviewDraft>;
  return source === PREVIEW_SOURCE && type === 'draft' && typeof assistant === 'object' && assistant !== null && Array.isArray(assistant.parts) && typeof assistant.head === 'object';
}
