// The script a bank puts on its pages: <script src="…/widget/loader.js" data-assistant="ID" async>.
// It adds one frame from our origin, which shows the launcher and, once opened, the chat. It injects no
// <style> element and no style attribute: it sets the frame's styles through the CSSOM, so a strict
// Content-Security-Policy needs only `script-src` and `frame-src` for our origin. It is built on its own
// (vite.loader.config.ts, from loader.ts) into one small classic script.
import { FULL_SCREEN_MAX_WIDTH_PX, LAUNCHER_SIZE_PX, MESSAGE_SOURCE, PANEL_MAX_HEIGHT_PX, PANEL_WIDTH_PX, type FrameMessage } from '../protocol';

const GAP = 16;

/** Adds the chat's frame for the assistant the snippet's `<script>` names. */
export function startLoader(script: Element | null): void {
  if (!(script instanceof HTMLScriptElement) || !script.dataset['assistant']) return;
  const address = new URL('frame.html', script.src);
  address.searchParams.set('assistant', script.dataset['assistant']);
  address.searchParams.set('lang', document.documentElement.lang || navigator.language || '');
  const origin = address.origin;

  const frame = document.createElement('iframe');
  // Where the browser gives no ancestorOrigins (Firefox), the frame knows the bank's page only by its
  // referrer: the page's own origin, whatever Referrer-Policy the bank's site sets for itself.
  frame.referrerPolicy = 'origin';
  frame.src = address.href;
  const style = frame.style;
  style.position = 'fixed';
  style.border = '0';
  style.colorScheme = 'normal';
  style.background = 'transparent';
  style.zIndex = '2147483000';
  style.visibility = 'hidden';
  let open = false;

  const place = () => {
    const fullScreen = open && window.innerWidth <= FULL_SCREEN_MAX_WIDTH_PX;
    const edge = fullScreen ? '0' : `${GAP}px`;
    style.right = edge;
    style.bottom = edge;
    style.width = !open ? `${LAUNCHER_SIZE_PX}px` : fullScreen ? '100%' : `${PANEL_WIDTH_PX}px`;
    style.height = !open ? `${LAUNCHER_SIZE_PX}px` : fullScreen ? '100%' : `${Math.min(PANEL_MAX_HEIGHT_PX, window.innerHeight - 2 * GAP)}px`;
    style.maxWidth = fullScreen ? '100%' : `calc(100% - ${2 * GAP}px)`;
  };

  window.addEventListener('message', (event: MessageEvent<FrameMessage>) => {
    if (event.origin !== origin || event.source !== frame.contentWindow || event.data?.source !== MESSAGE_SOURCE) return;
    const message = event.data;
    if (message.type === 'unavailable') {
      frame.remove();
      return;
    }
    if (message.type === 'launcher') {
      frame.title = message.title;
      style.visibility = 'visible';
    }
    open = message.type === 'open';
    place();
  });
  window.addEventListener('resize', place);
  place();
  (document.body ?? document.documentElement).append(frame);
}
