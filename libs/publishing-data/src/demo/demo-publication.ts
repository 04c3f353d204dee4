import type { StoredDocument } from '@console/backend';
import { paths, type ProductKind } from '@console/data-paths';
import { DEFAULT_TIME_ZONE } from '@console/assistant-contract';
import { DEMO_ACCOUNT, demoAnalyticsHistory, loadDemoSeed, type DemoLeadProduct, type DemoLeadSources, type DemoSeed } from '@console/demo-data';
import { perLocale } from '@console/locale';
import { asRecord } from '@console/plain-data';
import { areaFingerprints, buildPublication } from '../model/build-publication';
import { draftFromSources } from '../model/draft-from-sources';
import { DEMO_ALLOWED_DOMAINS, DEMO_ASSISTANT_ID, DEMO_VERSION } from './demo-ids';
import { publishDemoFile } from './demo-launcher-head';

function collection(seed: DemoSeed, path: string): StoredDocument[] {
  const prefix = `${path}/`;
  return seed.documents
    .filter((document) => document.path.startsWith(prefix) && !document.path.slice(prefix.length).includes('/'))
    .map((document) => ({ id: document.path.slice(prefix.length), path: document.path, data: document.data }));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const range = (min: unknown, max: unknown) => (typeof min === 'number' && typeof max === 'number' ? { min, max } : undefined);

/** A product document as a demo request names it: its name in the document's language, its currency, a loan's amounts and terms. */
function leadProduct({ id, data }: StoredDocument): DemoLeadProduct {
  const fields = asRecord(data['fields']);
  const amounts = range(fields['minAmount'], fields['maxAmount']);
  const months = range(fields['minDurationMonths'], fields['maxDurationMonths']);
  return { id, name: text(asRecord(data['texts'])['name']), currency: text(fields['currency']) || 'MKD', ...(amounts ? { amounts } : {}), ...(months ? { months } : {}) };
}

/**
 * The demo seed with the demo bank's assistant already published, so that a person who starts the
 * product sees and talks to it at once. Built from the seed's own drafts by the same steps as a publish,
 * with a history of chats up to yesterday for the dashboard.
 */
export async function withDemoPublication(seed: DemoSeed, mode: string, now = Date.now()): Promise<DemoSeed> {
  const uid = DEMO_ACCOUNT.uid;
  const products = (kind: ProductKind) => perLocale((locale) => collection(seed, paths.accountProducts(mode, uid, locale, kind)));
  const [cards, loans, deposits] = [products('cards'), products('loans'), products('deposits')];
  const draft = await draftFromSources(
    {
      account: seed.documents.find((document) => document.path === paths.account(mode, uid))?.data ?? null,
      catalogue: perLocale((locale) => collection(seed, paths.faqCatalogue(mode, locale))),
      answers: perLocale((locale) => collection(seed, paths.accountAnswers(mode, uid, locale))),
      products: perLocale((locale) => ({ cards: cards[locale], loans: loans[locale], deposits: deposits[locale] })),
    },
    DEMO_ALLOWED_DOMAINS,
    publishDemoFile,
    now,
  );
  const { head, parts } = buildPublication(draft, DEMO_VERSION);
  // The demo's requests name the bank's own products, and its loans in the bank's currency only: the
  // dashboard adds their amounts up as one sum.
  const leadSources: DemoLeadSources = perLocale((locale) => ({
    loans: loans[locale].map(leadProduct).filter((loan) => loan.currency === 'MKD' && loan.amounts),
    others: [...cards[locale], ...deposits[locale]].map(leadProduct),
    consent: draft.bank.consent?.[locale] ?? '',
  }));
  const partsPath = paths.publishedParts(mode, DEMO_ASSISTANT_ID);
  return {
    users: seed.users,
    documents: [
      ...seed.documents,
      { path: paths.assistantOwner(mode, DEMO_ASSISTANT_ID), data: { owner: uid, createdAt: now } },
      {
        path: paths.publication(mode, uid),
        data: { assistantId: DEMO_ASSISTANT_ID, version: DEMO_VERSION, publishedAt: now, fingerprints: areaFingerprints(draft), allowedDomains: DEMO_ALLOWED_DOMAINS },
      },
      { path: paths.publishedHead(mode, DEMO_ASSISTANT_ID), data: { ...head, publishedAt: now } },
      ...parts.map(({ id, part }) => ({ path: `${partsPath}/${id}`, data: part })),
      ...demoAnalyticsHistory(mode, DEMO_ASSISTANT_ID, DEFAULT_TIME_ZONE, now, leadSources),
    ],
  };
}

/** The demo seed for `mode`, published. */
export async function publishedDemoSeed(mode: string): Promise<DemoSeed> {
  return withDemoPublication(await loadDemoSeed(mode), mode);
}
