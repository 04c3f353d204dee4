import type { DemoSeed } from '@console/demo-data';

/**
 * The demo seed for `mode`, published, with its history of chats and requests. The code that builds it
 * is a chunk of its own: the pages that use this library for publishing never load it, and a local
 * database loads it once, when it is seeded.
 */
export async function loadPublishedDemoSeed(mode: string): Promise<DemoSeed> {
  const { publishedDemoSeed } = await import('./demo-publication');
  return publishedDemoSeed(mode);
}
