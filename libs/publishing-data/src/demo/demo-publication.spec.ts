import { describe, expect, it } from 'vitest';
import type { PublishedHead, PublishedPart } from '@console/assistant-contract';
import { paths } from '@console/backend';
import { createTestBackend } from '@console/testing';
import { DEMO_ASSISTANT_ID, loadPublishedDemoSeed } from './demo-publication';

const MODE = 'staging';

describe('the published demo seed', () => {
  it("starts the product with the demo bank's assistant published, readable signed out", async () => {
    const backend = await createTestBackend({ seed: () => loadPublishedDemoSeed(MODE) });
    const head = (await backend.documents.getDoc<PublishedHead>(paths.publishedHead(MODE, DEMO_ASSISTANT_ID))).data;
    expect(head?.assistant.name).toBe('Vesna');
    expect(head?.allowedDomains).toContain('localhost');
    const parts = await backend.documents.getCollection<PublishedPart>(paths.publishedParts(MODE, DEMO_ASSISTANT_ID));
    expect(parts.map((part) => part.id).sort()).toEqual([...(head?.parts ?? [])].sort());
    const macedonian = parts.map((part) => part.data).filter((part) => part.locale === 'mk');
    expect(macedonian.flatMap((part) => part.faqs)).toHaveLength(10);
    expect(macedonian.flatMap((part) => part.products).map((product) => product.id)).toContain('loan-fast-cash');
  });
});
