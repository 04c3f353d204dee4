/**
 * Messages between the loader on the bank's page and the frame it opens (from our origin). Each side
 * accepts only messages from the other's exact origin and window.
 */
export const MESSAGE_SOURCE = 'tellr-widget';

/** Sent by the frame to the loader. */
export type FrameMessage =
  | { source: typeof MESSAGE_SOURCE; type: 'launcher'; title: string }
  | { source: typeof MESSAGE_SOURCE; type: 'open' }
  | { source: typeof MESSAGE_SOURCE; type: 'close' }
  | { source: typeof MESSAGE_SOURCE; type: 'unavailable' };

/** Sizes of the frame: the launcher button with room for its focus ring, and the open chat. */
export const LAUNCHER_SIZE_PX = 76;
export const PANEL_WIDTH_PX = 400;
export const PANEL_MAX_HEIGHT_PX = 680;
/** Up to this viewport width the open chat takes the whole screen. */
export const FULL_SCREEN_MAX_WIDTH_PX = 480;

/** A frame message as written, before the source mark is added. */
export type FrameEvent = FrameMessage extends infer Message ? (Message extends FrameMessage ? Omit<Message, 'source'> : never) : never;
