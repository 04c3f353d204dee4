import type { ConsoleFeature } from '@console/feature-registration';
import { dashboardFeature } from '@console/analytics';
import { authFeature } from '@console/auth';
import { embedFeature } from '@console/embed';
import { faqFeature } from '@console/faq';
import { homeFeature } from '@console/home';
import { leadsFeature } from '@console/leads';
import { localMailFeature } from '@console/local-mail';
import { productsFeature } from '@console/products';
import { settingsFeature } from '@console/settings';

/**
 * Every feature of the console, in the sidebar's order (Settings stays last): the route table, the
 * screens, their first data and the sidebar are read from this list. A new screen is one line here.
 */
export const consoleFeatures: readonly ConsoleFeature[] = [
  homeFeature,
  dashboardFeature,
  faqFeature,
  productsFeature,
  embedFeature,
  leadsFeature,
  settingsFeature,
  authFeature,
  // The local backend's mailbox: Firebase builds have no outbox, and the bundler drops it there.
  ...(import.meta.env.VITE_BACKEND !== 'firebase' ? [localMailFeature] : []),
];
