import type { PublishedHead } from '@console/assistant-contract';
import { loadDemoAccountDocument } from '@console/demo-data';
import { publicDetails, type PublishFile } from '../model/public-details';
import { DEMO_ALLOWED_DOMAINS, DEMO_VERSION } from './demo-ids';

/** The demo's files are its own data URLs, or paths in the local database: published as they are. */
export const publishDemoFile: PublishFile = async (file) => (file.path ? { url: '', path: file.path } : { url: file.url });

/**
 * The head the demo seed publishes, from the demo account alone (about 1.5 kB, not the catalogue): what
 * the chat's launcher on the demo website shows while the local database is not seeded yet. It names
 * no parts: the chat reads the published assistant whole, once the database is seeded, when it opens.
 */
export async function loadDemoLauncherHead(): Promise<PublishedHead> {
  const details = await publicDetails(await loadDemoAccountDocument(), DEMO_ALLOWED_DOMAINS, publishDemoFile);
  return { version: DEMO_VERSION, parts: [], publishedAt: 0, ...details };
}
