export { DEMO_ACCOUNT } from './demo-account';
export { loadDemoSeed } from './load-demo-seed';
export type {
  BankAnswer,
  CatalogueEntry,
  CustomerType,
  DemoAccountDocument,
  DemoCatalogueFile,
  DemoLocale,
  DemoSeed,
  DemoSeedDocument,
  DemoSeedUser,
} from './catalogue-types';
