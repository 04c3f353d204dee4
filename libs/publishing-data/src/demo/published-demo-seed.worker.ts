// Builds the published demo seed away from the page: its chat history and publication take about 300 ms
// of script (over a second on a phone's CPU), which on the page froze the sign-in form being typed in.
import type { DemoSeed } from '@console/demo-data';
import { publishedDemoSeed } from './demo-publication';

export type DemoSeedReply = { seed: DemoSeed } | { error: string };

/** What this file sees of its worker's global scope (the project's types describe a page's window). */
const scope = self as unknown as { onmessage: ((event: MessageEvent<string>) => void) | null; postMessage: (reply: DemoSeedReply) => void };

scope.onmessage = ({ data: mode }) => {
  publishedDemoSeed(mode).then(
    (seed) => scope.postMessage({ seed }),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
