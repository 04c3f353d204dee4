import { describeAccessContract } from './access.contract';
import { describeAnalyticsContract } from './analytics.contract';
import { describeAuthActionCodeContract } from './auth-action-code.contract';
import { describeAuthLockoutContract } from './auth-lockout.contract';
import { describeAuthSessionContract } from './auth-session.contract';
import { describeBatchContract } from './batch.contract';
import { describeDocumentStoreContract } from './document-store.contract';
import type { MakeEnvironment } from './environment';
import { describeFileStoreContract } from './file-store.contract';
import { describeLiveListenerContract } from './live-listener.contract';
import { describeQueryContract } from './query.contract';
import { describeTransactionContract } from './transaction.contract';

export type { ContractCapabilities } from './capabilities';
export type { ContractEnvironment, ContractSeed, ContractSetup, ContractUser, MakeEnvironment } from './environment';
export { describeWriteTable, writeTable } from './write-table/write-table.contract';
export type { GivenDocument, TableRequester, TableStoreMaker } from './write-table/table-case';
export {
  describeAccessContract,
  describeAnalyticsContract,
  describeAuthActionCodeContract,
  describeAuthLockoutContract,
  describeAuthSessionContract,
  describeBatchContract,
  describeDocumentStoreContract,
  describeFileStoreContract,
  describeLiveListenerContract,
  describeQueryContract,
  describeTransactionContract,
};

/** Every suite of the port, for an adapter that implements all of it. */
export function describeBackendContract(make: MakeEnvironment): void {
  // Firestore's document semantics hold for any data: these suites store shapes the console never writes.
  const anyShape: MakeEnvironment = (setup) => make({ ...setup, anyShape: true });
  describeDocumentStoreContract(anyShape);
  describeQueryContract(anyShape);
  describeLiveListenerContract(anyShape);
  describeBatchContract(anyShape);
  describeTransactionContract(make);
  describeAccessContract(make);
  describeFileStoreContract(make);
  describeAuthSessionContract(make);
  describeAuthActionCodeContract(make);
  describeAuthLockoutContract(make);
  describeAnalyticsContract(make);
}
