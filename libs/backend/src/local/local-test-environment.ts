import type { ContractEnvironment, ContractSetup } from '../contract/environment';
import type { Backend } from '../ports/backend';
import type { OutboxMessage } from '../ports/outbox-port';
import { createLocalBackend } from './create-local-backend';
import type { LocalBackendOptions } from './options';
import { randomId } from '../random-id';

/** Few iterations keep tests fast; production uses the default. */
export const testHashIterations = 1000;

/** The outbox as it is now (the first delivery of its live listener). */
export function readOutbox(backend: Backend): Promise<OutboxMessage[]> {
  return new Promise((resolve, reject) => {
    if (!backend.outbox) return reject(new Error('This backend has no outbox'));
    const stop = backend.outbox.watch(
      (messages) => {
        queueMicrotask(stop);
        resolve(messages);
      },
      reject,
    );
  });
}

/**
 * A local backend on a database of its own, with a clock the test moves. `openTab` opens another
 * backend on the same database: what a second tab, or the same tab after a reload, would get.
 */
export async function localTestEnvironment(setup: ContractSetup = {}, overrides: LocalBackendOptions = {}): Promise<ContractEnvironment> {
  let clock = Date.UTC(2025, 0, 15, 9, 0, 0);
  const options: LocalBackendOptions = {
    databaseName: `test-${randomId(12)}`,
    now: () => clock,
    passwordHashIterations: testHashIterations,
    actionUrl: 'http://console.test/',
    seed: async () => ({ users: setup.seed?.users ?? [], documents: setup.seed?.documents ?? [] }),
    ...(setup.emailEnumerationProtection === undefined ? {} : { emailEnumerationProtection: setup.emailEnumerationProtection }),
    ...(setup.anyShape ? { documentRules: false } : {}),
    ...overrides,
  };
  const backend = await createLocalBackend(options);
  return {
    backend,
    openTab: () => createLocalBackend(options),
    now: () => clock,
    advanceClock: (ms) => {
      clock += ms;
    },
    lastActionCode: async (email, kind) => {
      const message = (await readOutbox(backend)).find((candidate) => candidate.to === email.trim().toLowerCase() && candidate.kind === kind);
      return message ? (new URL(message.link).searchParams.get('oobCode') ?? undefined) : undefined;
    },
  };
}
