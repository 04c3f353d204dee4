import { chatCounters, isAllowedOrigin, leadDocument, submitLead } from '@console/assistant-data';
import { MESSAGE_SOURCE, type FrameEvent } from '../protocol';
import { translator } from '../texts';
import { firstLocale, hostOrigin } from './host-page';
import { renderLauncher } from './launcher';
import { connect } from './assistant-connection';
import { visitMemory } from './visit-memory';
import './frame.css';

const params = new URLSearchParams(location.search);
const host = hostOrigin();

/** Only the page that framed us hears from us, and only when the browser told us who it is. */
function tell(message: FrameEvent): void {
  if (host && window.parent !== window) window.parent.postMessage({ source: MESSAGE_SOURCE, ...message }, host);
}

async function start(): Promise<void> {
  const { mode, published, write, create } = await connect(params.get('assistant') ?? '');
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
  // The console's live preview is the bank's own test: it is never counted.
  const counters = params.has('preview')
    ? null
    : chatCounters({ write, create, mode, assistantId: published.assistantId, timeZone: head.timeZone, channel: 'web', visits: visitMemory(published.assistantId) });
  // Counting must never stand in a customer's way: a failed write is dropped.
  const count = (counting: Promise<void> | undefined) => void counting?.catch(() => undefined);
  let sessionCounted = false;

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
    if (!sessionCounted) count(counters?.session(locale));
    sessionCounted = true;
    mountChat(chatArea, {
      published,
      locale,
      photoUrl,
      openedAt: Date.now(),
      onClose: close,
      onQuestion: (asked, answered, question) => count(counters?.question(asked, answered, question)),
      onLead: async (input, language, currency) => {
        // The console's preview is the bank's own test: no request is stored.
        if (!counters) return;
        await submitLead(create, mode, published.assistantId, leadDocument(input, language, 'web', currency));
        count(counters.lead(language, input.amount));
      },
    });
  };
  const launcher = renderLauncher(launcherArea, head, photoUrl, t('launcher', { name: head.assistant.name, bank: head.bank.name }), () => void open());
  tell({ type: 'launcher', title: t('frameTitle', { name: head.assistant.name }) });
}

// Whatever fails (no network, storage refused in a third-party frame), the bank's page stays as it was.
start().catch(() => tell({ type: 'unavailable' }));
