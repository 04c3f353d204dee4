import { isPreviewDraft, nameIn, PREVIEW_SOURCE, type PreviewReady } from '@console/assistant-contract';
import { chatCounters, isAllowedOrigin, leadDocument, reportRefusedWebsite, submitLead, type LeadInput, type PublishedOnDemand } from '@console/assistant-data';
import type { Locale } from '@console/locale';
import { forgetExpiredConversations } from '../chat/conversation-store';
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

/**
 * What a shown assistant does with a customer: counting, storing requests and keeping the conversation
 * for a reload, or nothing (the console's preview, whose conversation is never the live chat's).
 */
type Effects = {
  keepConversation: boolean;
  session: (locale: Locale) => Promise<void> | undefined;
  question: (locale: Locale, answered: boolean, question: string) => Promise<void> | undefined;
  notWhatIAsked: (locale: Locale, question: string, answeredWith: string) => Promise<void> | undefined;
  lead: (input: LeadInput, language: Locale, currency: string) => Promise<void>;
};

const NO_EFFECTS: Effects = { keepConversation: false, session: () => undefined, question: () => undefined, notWhatIAsked: () => undefined, lead: async () => undefined };

/**
 * The launcher and, once opened, the chat of an assistant; `show` again with a newer version (the
 * preview's next draft) keeps the conversation and whether the chat is open.
 */
function presenter(effects: Effects) {
  const launcherArea = document.getElementById('launcher');
  const chatArea = document.getElementById('chat');
  const locale = firstLocale(params.get('lang'));
  const t = translator(locale);
  document.documentElement.lang = locale;
  let current: PublishedOnDemand | null = null;
  let launcher: HTMLButtonElement | null = null;
  let isOpen = false;
  let sessionCounted = false;
  // Counting must never stand in a customer's way: a failed write is dropped.
  const count = (counting: Promise<void> | undefined) => void counting?.catch(() => undefined);

  const close = () => {
    if (!chatArea || !launcherArea) return;
    isOpen = false;
    chatArea.hidden = true;
    launcherArea.hidden = false;
    launcher?.setAttribute('aria-expanded', 'false');
    tell({ type: 'close' });
    launcher?.focus();
  };
  const mount = async (shown: PublishedOnDemand) => {
    if (!chatArea) return;
    // The answers and products are read only now: most visitors of a bank's page never open the chat.
    const loaded = await Promise.all([import('../chat/mount-chat'), shown.whole()]).catch(() => null);
    if (!loaded) {
      // No network: back to the launcher, whose next click tries again.
      close();
      return;
    }
    const [{ mountChat }, published] = loaded;
    if (!published) {
      // Taken off since the page loaded: the chat leaves the bank's page.
      tell({ type: 'unavailable' });
      return;
    }
    if (shown !== current) return;
    mountChat(chatArea, {
      published,
      locale,
      photoUrl: published.head.assistant.photo?.url || null,
      openedAt: Date.now(),
      onClose: close,
      onQuestion: (asked, answered, question) => count(effects.question(asked, answered, question)),
      onNotWhatIAsked: (asked, question, answeredWith) => count(effects.notWhatIAsked(asked, question, answeredWith)),
      onLead: effects.lead,
      keepConversation: effects.keepConversation,
      recaptcha: import.meta.env.VITE_BACKEND === 'firebase' && Boolean(import.meta.env.VITE_FIREBASE_APP_CHECK_SITE_KEY),
    });
  };
  const open = async () => {
    if (!chatArea || !launcherArea || !current) return;
    isOpen = true;
    tell({ type: 'open' });
    launcherArea.hidden = true;
    chatArea.hidden = false;
    launcher?.setAttribute('aria-expanded', 'true');
    if (!sessionCounted) count(effects.session(locale));
    sessionCounted = true;
    await mount(current);
  };
  return {
    show(published: PublishedOnDemand): void {
      if (!launcherArea) return;
      current = published;
      const { head } = published;
      launcher = renderLauncher(launcherArea, head, locale, head.assistant.photo?.url || null, t('launcher', { name: nameIn(head.assistant, locale), bank: nameIn(head.bank, locale) }), () => void open());
      launcher.setAttribute('aria-expanded', String(isOpen));
      tell({ type: 'launcher', title: t('frameTitle', { name: nameIn(head.assistant, locale) }) });
      if (isOpen) void mount(published);
    },
    open,
  };
}

/** On a bank's website: what the bank published, counted, if the page is one of its allowed domains. */
async function startPublished(): Promise<void> {
  forgetExpiredConversations();
  const { mode, published, write, create } = await connect(params.get('assistant') ?? '');
  // Not published, or a page the bank did not allow: the launcher never appears there, and the bank
  // learns where it was refused (before the loader removes this frame, which would cut the write off).
  const assistantId = params.get('assistant') ?? '';
  if (!published || !isAllowedOrigin(host, published.head.allowedDomains)) {
    if (published && host) await reportRefusedWebsite(write, mode, assistantId, host).catch(() => undefined);
    tell({ type: 'unavailable' });
    return;
  }
  const counters = chatCounters({ create, mode, assistantId, timeZone: published.head.timeZone, channel: 'web', visits: visitMemory(assistantId) });
  presenter({
    keepConversation: true,
    session: (locale) => counters.session(locale),
    question: (locale, answered, question) => counters.question(locale, answered, question),
    notWhatIAsked: (locale, question, answeredWith) => counters.notWhatIAsked(locale, question, answeredWith),
    lead: async (input, language, currency) => {
      await submitLead(create, mode, assistantId, leadDocument(input, language, 'web', currency));
      void counters.lead(language, input.amount).catch(() => undefined);
    },
  }).show(published);
}

/**
 * In the console's embed page: the bank's draft, sent by the console (same origin only), shown open and
 * followed as it changes; the bank's own test is never counted and leaves no request.
 */
function startPreview(): void {
  if (host !== location.origin || window.parent === window) {
    tell({ type: 'unavailable' });
    return;
  }
  const shown = presenter(NO_EFFECTS);
  let opened = false;
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== location.origin || event.source !== window.parent || !isPreviewDraft(event.data)) return;
    const draft = event.data.assistant;
    shown.show({ head: draft.head, whole: async () => draft });
    if (!opened) void shown.open();
    opened = true;
  });
  const ready: PreviewReady = { source: PREVIEW_SOURCE, type: 'ready' };
  window.parent.postMessage(ready, location.origin);
}

// Whatever fails (no network, storage refused in a third-party frame), the bank's page stays as it was.
if (params.has('preview')) startPreview();
else startPublished().catch(() => tell({ type: 'unavailable' }));
