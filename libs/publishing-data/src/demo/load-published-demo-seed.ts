import type { DemoSeed } from '@console/demo-data';
import type { DemoSeedReply } from './published-demo-seed.worker';

/** In a worker of its own, where the browser has workers; on the page otherwise (the unit tests' DOM). */
function inWorker(mode: string): Promise<DemoSeed> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./published-demo-seed.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<DemoSeedReply>) => {
      worker.terminate();
      if ('seed' in data) resolve(data.seed);
      else reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The demo data could not be prepared.'));
    };
    worker.postMessage(mode);
  });
}

/**
 * The demo seed for `mode`, published, with its history of chats and requests. It is built in a worker,
 * so that the page stays responsive while a visitor types, from code in chunks of its own: the pages
 * that use this library for publishing never load it, and a local database loads it once, when seeded.
 */
export async function loadPublishedDemoSeed(mode: string): Promise<DemoSeed> {
  if (typeof Worker === 'function') return inWorker(mode);
  const { publishedDemoSeed } = await import('./demo-publication');
  return publishedDemoSeed(mode);
}
