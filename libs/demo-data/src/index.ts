export { DEMO_ACCOUNT, DEMO_PASSWORD_HASH } from './demo-account';
export { loadDemoSeed } from './load-demo-seed';
export type {
  BankAnswer,
  CatalogueEntry,
  CustomerType,
  DemoAccountDocument,
  DemoCatalogueFile,
  DemoPasswordHash,
  DemoProductDocument,
  DemoSeed,
  DemoSeedDocument,
  DemoSeedUser,
} from './catalogue-types';
