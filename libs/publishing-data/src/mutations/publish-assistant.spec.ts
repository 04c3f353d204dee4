import { describe, expect, it } from 'vitest';
import type { PublishedHead, PublishedPart } from '@console/assistant-contract';
import { paths } from '@console/data-paths';
import type { Backend } from '@console/backend';
import { DEMO_ACCOUNT, loadDemoSeed } from '@console/demo-data';
import { createTestBackend } from '@console/testing';
import { publishedAnswerer } from '@console/assistant-core';
import { addPhrasing } from '@console/faq-data';
import { mapPublicationState } from '../model/publication-state';
import { publishAssistant, unpublishAssistant } from './publish-assistant';

const MODE = 'staging';
const STRANGER = { uid: 'stranger', email: 'eve@elsewhere.example', password: 'secret-99', emailVerified: true };

async function demoBank(): Promise<Backend> {
  const backend = await createTestBackend({ seed: () => loadDemoSeed(MODE), users: [STRANGER] });
  await backend.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  return backend;
}

const context = (backend: Backend) => ({ backend, mode: MODE, uid: DEMO_ACCOUNT.uid });

async function readPublished(backend: Backend, assistantId: string): Promise<{ head: PublishedHead; parts: PublishedPart[] }> {
  const head = (await backend.documents.getDoc<PublishedHead>(paths.publishedHead(MODE, assistantId))).data;
  if (!head) throw new Error('Nothing is published');
  const parts = await Promise.all(head.parts.map(async (id) => (await backend.documents.getDoc<PublishedPart>(`${paths.publishedParts(MODE, assistantId)}/${id}`)).data));
  return { head, parts: parts.filter((part): part is PublishedPart => part !== null) };
}

describe('publishAssistant', () => {
  it('publishes the answered questions and the products in every language, readable by anyone signed out', async () => {
    const backend = await demoBank();
    const { assistantId } = await publishAssistant(context(backend));
    await backend.auth.signOut();

    const { head, parts } = await readPublished(backend, assistantId);
    expect(head.assistant.name).toBe('Vesna');
    expect(head.bank).toMatchObject({ name: 'Demo Banka AD Skopje', phone: '+389 2 3200 200', location: 'Skopje' });
    expect(head.bank.consent?.en).toMatch(/^I agree that Demo Banka may contact me/);
    expect(typeof head.publishedAt).toBe('number');
    for (const locale of ['mk', 'en', 'sq'] as const) {
      const ofLocale = parts.filter((part) => part.locale === locale);
      expect(ofLocale.flatMap((part) => part.faqs).map((faq) => faq.id)).toContain('cards-block');
      expect(ofLocale.flatMap((part) => part.faqs)).toHaveLength(10);
      expect(ofLocale.flatMap((part) => part.products)).toHaveLength(9);
    }
    const english = parts.find((part) => part.locale === 'en');
    expect(english?.faqs.find((faq) => faq.id === 'cards-block')?.answer).toMatch(/^Call us right away/);
  });

  it("reveals nothing customers are not meant to see: no staff names or e-mails, no unanswered drafts", async () => {
    const backend = await demoBank();
    const { assistantId } = await publishAssistant(context(backend));
    const published = JSON.stringify(await readPublished(backend, assistantId));
    expect(published).not.toContain('kontakt@demobanka.example');
    expect(published).not.toContain('Petrovska');
    expect(published).not.toContain(DEMO_ACCOUNT.email);
    expect(published).not.toContain('destinationEmail');
    // A catalogue question the demo bank never answered.
    expect(published).not.toContain('account-close');
  });

  it('learns what the bank taught: after publishing, a customer’s words added to a question get its answer', async () => {
    const backend = await demoBank();
    const words = 'the hole in the wall kept my plastic';
    const before = await publishAssistant(context(backend));
    const answered = async (assistantId: string) => {
      const { head, parts } = await readPublished(backend, assistantId);
      const result = await publishedAnswerer({ assistantId, head, parts }).answer(words, 'en');
      return result.kind === 'answer' ? result.entry.id : null;
    };
    expect(await answered(before.assistantId)).not.toBe('cards-block');

    await addPhrasing({ documents: backend.documents, mode: MODE, uid: DEMO_ACCOUNT.uid }, 'cards-block', 'en', words);
    const shares: number[] = [];
    const { assistantId } = await publishAssistant(context(backend), (share) => shares.push(share));
    expect(await answered(assistantId)).toBe('cards-block');
    expect(shares.at(-1)).toBe(1);
    // Customers read what was learned, never the words themselves: a message may hold a customer's details.
    const { parts } = await readPublished(backend, assistantId);
    expect(parts.filter((part) => part.model).map((part) => part.locale)).toEqual(['en']);
    expect(JSON.stringify(parts)).not.toContain('plastic');
  });

  it('leaves out a question the bank hides, in every language, though it is answered', async () => {
    const backend = await demoBank();
    await backend.documents.setDoc(paths.faqHiddenQuestions(MODE, DEMO_ACCOUNT.uid), { 'cards-block': true }, { merge: true });
    const { assistantId } = await publishAssistant(context(backend));
    const { parts } = await readPublished(backend, assistantId);
    for (const locale of ['mk', 'en', 'sq'] as const) {
      const faqs = parts.filter((part) => part.locale === locale).flatMap((part) => part.faqs);
      expect(faqs.map((faq) => faq.id)).not.toContain('cards-block');
      expect(faqs).toHaveLength(9);
    }
  });

  it("publishes the bank's time zone and currency, in which the chat counts its days and leads", async () => {
    const backend = await demoBank();
    const first = await publishAssistant(context(backend));
    expect(await readPublished(backend, first.assistantId).then(({ head }) => [head.timeZone, head.currency])).toEqual(['Europe/Skopje', 'MKD']);
    await backend.documents.setDoc(paths.account(MODE, DEMO_ACCOUNT.uid), { bank: { timeZone: 'Europe/Tirane', currency: 'EUR' } }, { merge: true });
    await publishAssistant(context(backend));
    expect(await readPublished(backend, first.assistantId).then(({ head }) => [head.timeZone, head.currency])).toEqual(['Europe/Tirane', 'EUR']);
  });

  it('keeps the public id when publishing again, and removes the older version', async () => {
    const backend = await demoBank();
    const first = await publishAssistant(context(backend));
    const second = await publishAssistant(context(backend));
    expect(second.assistantId).toBe(first.assistantId);
    expect(second.version).not.toBe(first.version);
    const stored = await backend.documents.getCollection(paths.publishedParts(MODE, first.assistantId));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((part) => part.id.startsWith(second.version))).toBe(true);
    const state = mapPublicationState((await backend.documents.getDoc(paths.publication(MODE, DEMO_ACCOUNT.uid))).data);
    expect(state).toMatchObject({ assistantId: first.assistantId, version: second.version });
    expect(state.fingerprints).not.toBeNull();
  });

  it('refuses a stranger who tries to publish over another bank', async () => {
    const backend = await demoBank();
    const { assistantId } = await publishAssistant(context(backend));
    await backend.auth.signOut();
    await backend.auth.signIn(STRANGER.email, STRANGER.password);
    await expect(backend.documents.setDoc(paths.publishedHead(MODE, assistantId), { version: 'forged', parts: [] })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(backend.documents.setDoc(paths.assistantOwner(MODE, assistantId), { owner: STRANGER.uid })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(backend.documents.getDoc(paths.assistantOwner(MODE, assistantId))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('takes the assistant off the websites on unpublish and keeps its id for the next publish', async () => {
    const backend = await demoBank();
    const { assistantId } = await publishAssistant(context(backend));
    await unpublishAssistant(context(backend));
    expect((await backend.documents.getDoc(paths.publishedHead(MODE, assistantId))).exists).toBe(false);
    expect(await backend.documents.getCollection(paths.publishedParts(MODE, assistantId))).toEqual([]);
    expect((await publishAssistant(context(backend))).assistantId).toBe(assistantId);
  });
});
