import { describe, expect, it } from 'vitest';
import type { Backend, OutboxMessage } from '@console/backend';
import { DAILY_CAPS, MAX_LEAD_MAILS_PER_DAY } from '@console/assistant-contract';
import { createTestBackend } from '@console/testing';
import { chatCounters } from './chat-counters';
import { isPhoneOrEmail, leadDocument, leadProblems, submitLead, type LeadInput } from './leads';
import { paths } from '@console/data-paths';

const MODE = 'staging';
const bank = { uid: 'bank-1', email: 'ana@bank.example', password: 'secret-1', emailVerified: true };
const stranger = { uid: 'eve', email: 'eve@elsewhere.example', password: 'secret-2', emailVerified: true };
const consentText = 'Се согласувам банката да ме контактира.';
const input: LeadInput = { name: 'Марко Петров', contact: '070 123 456', consent: true, consentText, product: { id: 'loan-fast-cash', name: 'Брза готовина' }, amount: 300_000, termMonths: 60 };

async function bankWithAssistant(documents: Array<{ path: string; data: Record<string, unknown> }> = [], now?: () => number): Promise<Backend> {
  return createTestBackend({
    ...(now ? { now } : {}),
    seed: {
      users: [bank, stranger],
      documents: [
        { path: paths.assistantOwner(MODE, 'a1'), data: { owner: bank.uid } },
        { path: paths.account(MODE, bank.uid), data: { profile: { language: 'sq' }, bank: { destinationEmail: 'leads@bank.example' } } },
        ...documents,
      ],
    },
  });
}

/** The first messages the local mailbox holds. */
const mailbox = (backend: Backend) =>
  new Promise<OutboxMessage[]>((resolve, reject) => {
    const stop = backend.outbox?.watch((list) => {
      if (list.length === 0) return;
      stop?.();
      resolve(list);
    }, reject);
  });

describe('leads', () => {
  it('accept a phone number or an e-mail address, a name and the consent', () => {
    expect(isPhoneOrEmail('+389 70 123 456')).toBe(true);
    expect(isPhoneOrEmail('marko@primer.mk')).toBe(true);
    expect(isPhoneOrEmail('12 34')).toBe(false);
    expect(isPhoneOrEmail('marko at primer')).toBe(false);
    expect(leadProblems(input)).toEqual([]);
    expect(leadProblems({ ...input, name: ' ', contact: 'x', consent: false, amount: -5 })).toEqual(['name', 'contact', 'consent', 'amount']);
  });

  it('are left by a signed-out customer, counted with their amount, and read by the bank alone', async () => {
    const backend = await bankWithAssistant();
    const create = (collection: string, data: Record<string, unknown>) => backend.documents.setDoc(`${collection}/${backend.documents.newId()}`, data);
    await submitLead(create, MODE, 'a1', leadDocument(input, 'mk', 'web', 'MKD'));
    const counters = chatCounters({
      create,
      mode: MODE,
      assistantId: 'a1',
      timeZone: 'Europe/Skopje',
      channel: 'web',
      visits: { lastVisitDay: () => null, remember: () => undefined },
    });
    await counters.lead('mk', 300_000);

    await expect(backend.documents.getCollection(paths.leads(MODE, 'a1'))).rejects.toMatchObject({ code: 'permission-denied' });
    await backend.auth.signIn(stranger.email, stranger.password);
    await expect(backend.documents.getCollection(paths.leads(MODE, 'a1'))).rejects.toMatchObject({ code: 'permission-denied' });
    await backend.auth.signOut();
    await backend.auth.signIn(bank.email, bank.password);
    const [lead] = await backend.documents.getCollection(paths.leads(MODE, 'a1'));
    expect(lead?.data).toMatchObject({ name: 'Марко Петров', contact: '070 123 456', productName: 'Брза готовина', amount: 300_000, handled: false, locale: 'mk', consentText });
    expect(typeof lead?.data['createdAt']).toBe('number');
    const [day] = await backend.documents.getCollection(paths.analyticsDays(MODE, 'a1'));
    expect(day?.data['counts']).toEqual({ leads: { web: { mk: 1 } }, leadsAmount: { web: { mk: 300_000 } } });
  });

  it("are e-mailed to the bank's destination address in the owner's language (the local mailbox in local mode)", async () => {
    const backend = await bankWithAssistant();
    const create = (collection: string, data: Record<string, unknown>) => backend.documents.setDoc(`${collection}/${backend.documents.newId()}`, data);
    await submitLead(create, MODE, 'a1', leadDocument(input, 'mk', 'web', 'MKD'));
    const messages = await mailbox(backend);
    expect(messages).toEqual([
      expect.objectContaining({
        kind: 'newLead',
        to: 'leads@bank.example',
        language: 'sq',
        link: expect.stringMatching(/\/leads$/),
        details: { name: 'Марко Петров', contact: '070 123 456', product: 'Брза готовина', amount: '300000', termMonths: '60', currency: 'MKD', locale: 'mk' },
      }),
    ]);
  });

  it("are e-mailed at most the day's number of times in local mode too", async () => {
    const backend = await bankWithAssistant();
    for (let index = 0; index <= MAX_LEAD_MAILS_PER_DAY; index += 1) await submitLead((collection, data) => backend.documents.setDoc(`${collection}/lead-${index}`, data), MODE, 'a1', leadDocument(input, 'mk', 'web', 'MKD'));
    expect(await mailbox(backend)).toHaveLength(MAX_LEAD_MAILS_PER_DAY);
  });

  it("are kept up to the day's cap in local mode too: past it, a request is neither stored nor e-mailed, and the next day counts afresh", async () => {
    let clock = Date.UTC(2026, 10, 24, 10);
    // As if a script had already left all but one of the day's requests.
    const backend = await bankWithAssistant([{ path: `${paths.keptPerDay(MODE, 'a1', 'leads')}/2026-11-24`, data: { count: DAILY_CAPS.leads - 1 } }], () => clock);
    const create = (id: string) => backend.documents.setDoc(`${paths.leads(MODE, 'a1')}/${id}`, leadDocument(input, 'mk', 'web', 'MKD'));
    await create('last-of-the-day');
    await create('one-too-many');
    clock += 86_400_000;
    await create('next-day');
    await backend.auth.signIn(bank.email, bank.password);
    const stored = await backend.documents.getCollection(paths.leads(MODE, 'a1'));
    expect(stored.map((lead) => lead.id).sort()).toEqual(['last-of-the-day', 'next-day']);
    expect((await mailbox(backend)).length).toBe(2);
  });

  it("about a product with an application address are e-mailed there instead", async () => {
    const loan = { path: `${paths.accountProducts(MODE, bank.uid, 'mk', 'loans')}/loan-fast-cash`, data: { fields: { category: 'PERSONAL', currency: 'MKD', destinationEmail: 'krediti@bank.example' } } };
    const backend = await bankWithAssistant([loan]);
    const create = (collection: string, data: Record<string, unknown>) => backend.documents.setDoc(`${collection}/${backend.documents.newId()}`, data);
    await submitLead(create, MODE, 'a1', leadDocument(input, 'mk', 'web', 'MKD'));
    expect((await mailbox(backend)).map((message) => message.to)).toEqual(['krediti@bank.example']);
  });

  it('refuse a customer a request marked handled, with other fields, or over an existing one', async () => {
    const backend = await bankWithAssistant();
    const path = `${paths.leads(MODE, 'a1')}/lead-1`;
    const lead = leadDocument(input, 'mk', 'web', 'MKD');
    await expect(backend.documents.setDoc(path, { ...lead, handled: true })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(backend.documents.setDoc(path, { ...lead, note: 'x' })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(backend.documents.setDoc(path, { ...lead, createdAt: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
    await backend.documents.setDoc(path, lead);
    await expect(backend.documents.setDoc(path, lead)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
