import { describe, expect, it } from 'vitest';
import type { PublishedHead } from '@console/assistant-contract';
import { paths } from '@console/data-paths';
import { createTestBackend } from '@console/testing';
import type { DocumentReader } from './firestore-rest-reader';
import { readPublishedAssistant, readPublishedOnDemand } from './published-reader';

const MODE = 'staging';
const ID = 'a1';

const head = (version: string): PublishedHead => ({
  version,
  parts: [`${version}-mk-0`, `${version}-en-0`],
  publishedAt: 1,
  assistant: { name: 'Vesna', bubbleColor: '#0B5FFF', photo: null },
  bank: { name: 'Demo Banka', phone: '+389 2 3200 200', location: 'Skopje' },
  allowedDomains: ['bank.example'],
  timeZone: 'Europe/Skopje',
  currency: 'MKD',
});

/** The published documents of `version`, as a publish leaves them. */
const published = (version: string) => [
  { path: paths.publishedHead(MODE, ID), data: head(version) },
  ...head(version).parts.map((part) => ({ path: `${paths.publishedParts(MODE, ID)}/${part}`, data: { locale: part.split('-')[1], faqs: [], products: [] } })),
];

/** The local backend's documents, noting every path read, as a customer's browser reads them. */
async function readerOf(documents: Array<{ path: string; data: Record<string, unknown> }>): Promise<{ reader: DocumentReader; read: string[] }> {
  const backend = await createTestBackend({ seed: { users: [], documents } });
  const read: string[] = [];
  return {
    read,
    reader: {
      getDoc: (path) => {
        read.push(path);
        return backend.documents.getDoc(path);
      },
    },
  };
}

describe('reading what an assistant published', () => {
  it('reads the head alone for the launcher, and the parts once, when the chat asks for them', async () => {
    const { reader, read } = await readerOf(published('v1'));
    const shown = await readPublishedOnDemand(reader, MODE, ID);

    expect(shown?.head.version).toBe('v1');
    expect(read).toEqual([paths.publishedHead(MODE, ID)]);

    const [whole, again] = await Promise.all([shown?.whole(), shown?.whole()]);
    expect(whole?.parts.map((part) => part.locale)).toEqual(['mk', 'en']);
    expect(again).toBe(whole);
    expect(read.filter((path) => path.startsWith(paths.publishedParts(MODE, ID)))).toHaveLength(2);
  });

  it('says nothing is published when there is no head', async () => {
    const { reader } = await readerOf([]);

    expect(await readPublishedOnDemand(reader, MODE, ID)).toBeNull();
  });

  it('reads the new version whole when a publish replaced the parts of the head read before', async () => {
    const { reader } = await readerOf(published('v2'));

    const whole = await readPublishedAssistant(reader, MODE, ID, { knownHead: head('v1') });

    expect(whole?.head.version).toBe('v2');
    expect(whole?.parts).toHaveLength(2);
  });
});
