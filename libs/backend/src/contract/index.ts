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

export type { ContractCapabilities } from './capabilities';
export type { ContractEnvironment, ContractSeed, ContractSetup, ContractUser, MakeEnvironment } from './environment';
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
};

/** Every suite of the port, for an adapter that implements all of it. */
export function describeBackendContract(make: MakeEnvironment): void {
  describeDocumentStoreContract(make);
  describeQueryContract(make);
  describeLiveListenerContract(make);
  describeBatchContract(make);
  describeAccessContract(make);
  describeFileStoreContract(make);
  describeAuthSessionContract(make);
  describeAuthActionCodeContract(make);
  describeAuthLockoutContract(make);
  describeAnalyticsContract(make);
}
