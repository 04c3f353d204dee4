import { isAllowedOrigin } from '@console/assistant-data';
import { MESSAGE_SOURCE, type FrameEvent } from '../protocol';
import { translator } from '../texts';
import { firstLocale, hostOrigin } from './host-page';
import { renderLauncher } from './launcher';
import { readPublished } from './read-published';
import './frame.css';

const params = new URLSearchParams(location.search);
const host = hostOrigin();

/** Only the page that framed us hears from us, and only when the browser told us who it is. */
function tell(message: FrameEvent): void {
  if (host && window.parent !== window) window.parent.postMessage({ source: MESSAGE_SOURCE, ...message }, host);
}

async function start(): Promise<void> {
  const published = await readPublished(params.get('assistant') ?? '');
  // Not published, or a page the bank did not allow: the launcher never appears there.
  if (!published || !isAllowedOrigin(host, published.head.allowedDomains)) {
    tell({ type: 'unavailable' });
    return;
  }
  const { head } = published;
  const locale = firstLocale(params.get('lang'));
  const t = translator(locale);
  document.documentElement.lang = locale;
  const launcherArea = document.getElementById('launcher');
  const chatArea = document.getElementById('chat');
  if (!launcherArea || !chatArea) return;
  const photoUrl = head.assistant.photo?.url || null;

  const close = () => {
    chatArea.hidden = true;
    launcherArea.hidden = false;
    launcher.setAttribute('aria-expanded', 'false');
    tell({ type: 'close' });
    launcher.focus();
  };
  const open = async () => {
    tell({ type: 'open' });
    launcherArea.hidden = true;
    chatArea.hidden = false;
    launcher.setAttribute('aria-expanded', 'true');
    const { mountChat } = await import('../chat/mount-chat');
    mountChat(chatArea, { published, locale, photoUrl, openedAt: Date.now(), onClose: close });
  };
  const launcher = renderLauncher(launcherArea, head, photoUrl, t('launcher', { name: head.assistant.name, bank: head.bank.name }), () => void open());
  tell({ type: 'launcher', title: t('frameTitle', { name: head.assistant.name }) });
}

// Whatever fails (no network, storage refused in a third-party frame), the bank's page stays as it was.
start().catch(() => tell({ type: 'unavailable' }));
