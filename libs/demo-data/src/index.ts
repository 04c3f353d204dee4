export { DEMO_ACCOUNT, DEMO_PASSWORD_HASH } from './demo-account';
export { loadDemoAccountDocument, loadDemoSeed } from './load-demo-seed';
export { DEMO_HISTORY_MONTHS, demoAnalyticsHistory } from './analytics-history';
export type { DemoLeadProduct, DemoLeadSources } from './demo-leads';
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
