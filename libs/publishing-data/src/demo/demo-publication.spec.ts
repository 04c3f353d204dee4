import { describe, expect, it } from 'vitest';
import type { PublishedHead, PublishedPart } from '@console/assistant-contract';
import { paths } from '@console/data-paths';
import { createTestBackend } from '@console/testing';
import { DEMO_ASSISTANT_ID } from './demo-ids';
import { loadDemoLauncherHead } from './demo-launcher-head';
import { loadPublishedDemoSeed } from './load-published-demo-seed';

const MODE = 'staging';

describe('the published demo seed', () => {
  it("starts the product with the demo bank's assistant published, readable signed out", async () => {
    const backend = await createTestBackend({ seed: () => loadPublishedDemoSeed(MODE) });
    const head = (await backend.documents.getDoc<PublishedHead>(paths.publishedHead(MODE, DEMO_ASSISTANT_ID))).data;
    expect(head?.assistant.name).toBe('Vesna');
    expect(head?.allowedDomains).toContain('localhost');
    // A customer reads the parts the head names, each by its id (nobody but the owner lists them).
    const parts = await Promise.all((head?.parts ?? []).map((id) => backend.documents.getDoc<PublishedPart>(`${paths.publishedParts(MODE, DEMO_ASSISTANT_ID)}/${id}`)));
    expect(parts.every((part) => part.exists)).toBe(true);
    await expect(backend.documents.getCollection(paths.publishedParts(MODE, DEMO_ASSISTANT_ID))).rejects.toMatchObject({ code: 'permission-denied' });
    const macedonian = parts.flatMap((part) => (part.data ? [part.data] : [])).filter((part) => part.locale === 'mk');
    expect(macedonian.flatMap((part) => part.faqs)).toHaveLength(10);
    expect(macedonian.flatMap((part) => part.products).map((product) => product.id)).toContain('loan-fast-cash');
  });

  it('shows before it is seeded the same bank and assistant on the launcher as it publishes when seeded', async () => {
    const backend = await createTestBackend({ seed: () => loadPublishedDemoSeed(MODE) });
    const published = (await backend.documents.getDoc<PublishedHead>(paths.publishedHead(MODE, DEMO_ASSISTANT_ID))).data;
    const { assistant, bank, allowedDomains, timeZone, currency, version } = await loadDemoLauncherHead();

    expect({ assistant, bank, allowedDomains, timeZone, currency, version }).toEqual({
      assistant: published?.assistant,
      bank: published?.bank,
      allowedDomains: published?.allowedDomains,
      timeZone: published?.timeZone,
      currency: published?.currency,
      version: published?.version,
    });
  });
});
