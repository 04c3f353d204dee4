import { describe, expect, it } from 'vitest';
import type { DocumentStore, WriteOperation } from '../../ports/document-port';
import { BackendError } from '../../ports/errors';
import { catalogueQuestion } from '../fixtures';
import { eventCases, leadCases, refusedWebsiteCases, unansweredCases } from './customer-cases';
import { accountCases, answerCases, faqSettingsCases, productCases } from './owner-cases';
import { publishingCases } from './publishing-cases';
import type { ReadCase, TableGroup, TableStoreMaker, WriteCase } from './table-case';
import { aliceAccount, bobAccount, profile, type FileUrl } from './table-documents';

/**
 * The one table of allowed and refused writes and reads, every document type and every anonymous path,
 * for a backend whose stored files have the addresses `fileUrl` gives.
 */
export const writeTable = (fileUrl: FileUrl): readonly TableGroup[] => [
  accountCases,
  answerCases,
  faqSettingsCases,
  productCases(fileUrl),
  publishingCases,
  eventCases,
  unansweredCases,
  leadCases,
  refusedWebsiteCases,
];

/** What every case starts from: the catalogue, and two banks that registered. */
const everyCase = [catalogueQuestion, { path: aliceAccount, data: { profile: profile() } }, { path: bobAccount, data: { profile: profile() } }];

function write(store: DocumentStore, operations: WriteOperation | WriteOperation[]): Promise<void> {
  if (Array.isArray(operations)) return store.batch(operations);
  switch (operations.type) {
    case 'set':
      return store.setDoc(operations.path, operations.data, { merge: operations.merge ?? false });
    case 'update':
      return store.updateDoc(operations.path, operations.data);
    case 'delete':
      return store.deleteDoc(operations.path);
  }
}

async function read(store: DocumentStore, what: ReadCase['read']): Promise<void> {
  if ('doc' in what) await store.getDoc(what.doc);
  else await store.getCollection(what.list);
}

/** Resolves when `attempt` succeeds; when it fails, says whether with permission-denied (anything else is a failure of the test). */
async function outcome(attempt: Promise<void>): Promise<'allowed' | 'refused'> {
  try {
    await attempt;
    return 'allowed';
  } catch (error) {
    if (error instanceof BackendError && error.code === 'permission-denied') return 'refused';
    throw error;
  }
}

const expected = (testCase: WriteCase | ReadCase) => (testCase.allowed ? 'allowed' : 'refused');
const who = (testCase: WriteCase | ReadCase) => (testCase.as ? testCase.as.uid.replace('-uid', '') : 'a customer');

/**
 * Runs the table against one backend. The local backend runs it in every unit test run, the Firebase
 * adapter against the Firestore emulator with firebase/firestore.rules: a rule that holds in one and
 * not the other fails there.
 */
export function describeWriteTable(make: TableStoreMaker, fileUrl: FileUrl): void {
  describe('the table of allowed and refused writes', () => {
    for (const group of writeTable(fileUrl)) {
      describe(group.title, () => {
        for (const testCase of group.writes ?? []) {
          it(`${testCase.allowed ? 'allows' : 'refuses'} ${who(testCase)}: ${testCase.name}`, async () => {
            const store = await make({ documents: [...everyCase, ...(testCase.given ?? [])], as: testCase.as });
            expect(await outcome(write(store, testCase.write))).toBe(expected(testCase));
          });
        }
        for (const testCase of group.reads ?? []) {
          it(`${testCase.allowed ? 'lets' : 'does not let'} ${who(testCase)} read: ${testCase.name}`, async () => {
            const store = await make({ documents: [...everyCase, ...(testCase.given ?? [])], as: testCase.as });
            expect(await outcome(read(store, testCase.read))).toBe(expected(testCase));
          });
        }
      });
    }
  });
}
