import { describe, expect, it } from 'vitest';
import { MAX_LEAD_MAILS_PER_DAY } from '@console/assistant-contract';
import { emailNewLead, type MailStore, type MailTexts } from './lead-mail';
import { paths } from '@console/data-paths';

// The mailbox's own texts, as the production function bundles them.
const files = import.meta.glob<MailTexts>('../../../locales/*/local-mail.json', { eager: true, import: 'default' });
const textsOf = (language: string) => files[`../../../locales/${language}/local-mail.json`] ?? {};
const lead = { name: 'Марко <b>Петров</b>', contact: '070 123 456', productName: 'Брза готовина', amount: 300_000, termMonths: 60, currency: 'MKD', locale: 'mk', channel: 'web', handled: false };

/** Firestore, as the Admin SDK would serve it: outside this process, so held in a map here. */
function memoryStore(documents: Record<string, Record<string, unknown>>) {
  const written: Record<string, Record<string, unknown>> = {};
  const store: MailStore = {
    get: async (path) => documents[path] ?? written[path] ?? null,
    set: async (path, data) => void (written[path] = data),
    countOne: async (path) => {
      const count = ((written[path]?.['count'] as number | undefined) ?? 0) + 1;
      written[path] = { count };
      return count;
    },
  };
  return { store, written };
}

describe('emailNewLead', () => {
  const owner = { [paths.assistantOwner('prod', 'a1')]: { owner: 'bank-1' } };

  it("writes the e-mail for the Trigger Email extension to the bank's destination, in the bank's language", async () => {
    const { store, written } = memoryStore({ ...owner, [paths.account('prod', 'bank-1')]: { profile: { language: 'sq' }, bank: { destinationEmail: 'leads@bank.example' } } });
    await expect(emailNewLead(store, { mode: 'prod', assistantId: 'a1', leadId: 'lead-9' }, lead, 'https://console.bank.example/leads', textsOf)).resolves.toBe(true);
    const mail = written['mail/lead-9'] as { to: string[]; message: { subject: string; text: string; html: string } };
    expect(mail.to).toEqual(['leads@bank.example']);
    expect(mail.message.subject).toBe('Kërkesë e re për kontakt: Марко <b>Петров</b>');
    expect(mail.message.text).toBe(
      'Марко <b>Петров</b> kërkoi në bisedën me asistentin tuaj të kontaktohet: 070 123 456. Produkti: Брза готовина. Shuma e planifikuar: 300.000\u00a0MKD. Afati i shlyerjes: 5 vjet. Gjuha e bisedës: maqedonisht.\n\nHap kërkesat: https://console.bank.example/leads',
    );
    // A customer's words never become markup in the bank's mail reader.
    expect(mail.message.html).toContain('Марко &#60;b&#62;Петров&#60;/b&#62;');
    expect(mail.message.html).not.toContain('<b>');
  });

  it('says a term of whole years in years and any other in months, with the plural of the language', async () => {
    const account = { [paths.account('prod', 'bank-1')]: { profile: { language: 'en' }, bank: { destinationEmail: 'leads@bank.example' } } };
    const textOf = async (termMonths: number | null, leadId: string) => {
      const { store, written } = memoryStore({ ...owner, ...account });
      await emailNewLead(store, { mode: 'prod', assistantId: 'a1', leadId }, { ...lead, termMonths }, 'https://x/leads', textsOf);
      return (written[`mail/${leadId}`] as { message: { text: string } }).message.text;
    };
    expect(await textOf(12, 'l1')).toContain('Repayment term: 1 year.');
    expect(await textOf(18, 'l2')).toContain('Repayment term: 18 months.');
    expect(await textOf(null, 'l3')).not.toContain('Repayment term');
  });

  it("sends a lead about a product to that product's application address, in the lead's language's product", async () => {
    const { store, written } = memoryStore({
      ...owner,
      [paths.account('prod', 'bank-1')]: { profile: { language: 'mk' }, bank: { destinationEmail: 'leads@bank.example' } },
      [`${paths.accountProducts('prod', 'bank-1', 'mk', 'loans')}/fast-cash`]: { fields: { destinationEmail: 'krediti@bank.example' } },
    });
    await emailNewLead(store, { mode: 'prod', assistantId: 'a1', leadId: 'lead-10' }, { ...lead, productId: 'fast-cash' }, 'https://x/leads', textsOf);
    expect((written['mail/lead-10'] as { to: string[] }).to).toEqual(['krediti@bank.example']);
  });

  it('writes nothing for a bank without a destination address or an assistant without an owner', async () => {
    const noAddress = memoryStore({ ...owner, [paths.account('prod', 'bank-1')]: { profile: { language: 'mk' }, bank: {} } });
    await expect(emailNewLead(noAddress.store, { mode: 'prod', assistantId: 'a1', leadId: 'l' }, lead, 'https://x/leads', textsOf)).resolves.toBe(false);
    expect(noAddress.written).toEqual({});
    const noOwner = memoryStore({});
    await expect(emailNewLead(noOwner.store, { mode: 'prod', assistantId: 'a1', leadId: 'l' }, lead, 'https://x/leads', textsOf)).resolves.toBe(false);
  });

  it("e-mails at most the day's number of requests (the bank's day), so a flood of requests is no flood of mail", async () => {
    const { store, written } = memoryStore({
      ...owner,
      [paths.publishedHead('prod', 'a1')]: { timeZone: 'Europe/Skopje' },
      [paths.account('prod', 'bank-1')]: { profile: { language: 'mk' }, bank: { destinationEmail: 'leads@bank.example' } },
    });
    const evening = Date.UTC(2026, 10, 24, 20);
    const sent = [];
    for (let index = 0; index <= MAX_LEAD_MAILS_PER_DAY; index += 1) sent.push(await emailNewLead(store, { mode: 'prod', assistantId: 'a1', leadId: `l${index}` }, lead, 'https://x/leads', textsOf, evening));
    expect(sent.filter(Boolean)).toHaveLength(MAX_LEAD_MAILS_PER_DAY);
    expect(sent.at(-1)).toBe(false);
    expect(written[`mail/l${MAX_LEAD_MAILS_PER_DAY}`]).toBeUndefined();
    // 23:30 UTC is already the next day in Skopje: its requests are e-mailed again.
    await expect(emailNewLead(store, { mode: 'prod', assistantId: 'a1', leadId: 'next-day' }, lead, 'https://x/leads', textsOf, Date.UTC(2026, 10, 24, 23, 30))).resolves.toBe(true);
    expect(written[`${paths.leadMailDays('prod', 'a1')}/2026-11-25`]).toEqual({ count: 1 });
  });
});
