import { Link } from 'react-router-dom';
import type { Backend, DocumentData } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { imageFile, renderWithProviders, signedInTestBackend, testPaths, wrapDocuments } from '@console/testing';
import { ToastProvider } from '@console/ui';
import { SettingsScreen } from '../screen/SettingsScreen';

/** A filled-in account, as the demo's: every required setting present, a photo saved. */
export const completeAccount: DocumentData = {
  profile: { name: 'Ana', surname: 'Petrovska', company: 'Demo Banka', language: 'mk', customerType: 'individual' },
  assistant: { name: 'Vesna', bubbleColor: '#0B5FFF', avatar: { default: 'https://example.test/vesna.png' } },
  bank: { name: 'Demo Banka', location: 'Skopje', contact: 'Customer care', phone: '+389 2 3100 100', destinationEmail: 'leads@demobanka.example' },
};

/** The settings screen at /settings (with /faq to leave to) in a data router, on a real local backend. */
export async function renderSettingsScreen(
  account: DocumentData | null,
  { language = 'en', wrapBackend }: { language?: LanguageCode; wrapBackend?: (backend: Backend) => Backend } = {},
) {
  const real = await signedInTestBackend({ account });
  const result = await renderWithProviders(
    <ToastProvider>
      <Link to="/faq">FAQ</Link>
      <SettingsScreen />
    </ToastProvider>,
    {
      backend: wrapBackend ? wrapBackend(real) : real,
      language,
      namespaces: ['common', 'ui', 'forms', 'settings'],
      fallback: <p>suspended</p>,
      route: { path: '/settings', others: [{ path: '/faq', element: <h1>FAQ page</h1> }] },
    },
  );
  return { ...result, backend: real };
}

/** The real backend with its document writes held until `release` is called. */
export function heldWrites(): { wrap: (backend: Backend) => Backend; release: () => void } {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const wrap = (backend: Backend): Backend => ({
    ...backend,
    documents: wrapDocuments(backend.documents, {
      setDoc: (...args) => gate.then(() => backend.documents.setDoc(...args)),
      transaction: (...args) => gate.then(() => backend.documents.transaction(...args)),
    }),
  });
  return { wrap, release: () => release() };
}

/** Stores an assistant photo as another tab's upload would, and returns the reference to save. */
export async function storeAssistantPhoto(backend: Backend, name: string): Promise<{ default: string; path: string }> {
  const file = imageFile(name);
  const stored = await backend.files.upload(`${testPaths.files}/assistant/${name}`, file, { contentType: file.type, allowedTypes: [file.type], maxBytes: file.size });
  return { default: stored.url, path: stored.path };
}
