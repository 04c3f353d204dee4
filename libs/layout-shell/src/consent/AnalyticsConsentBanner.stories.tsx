import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnalyticsConsentBanner } from './AnalyticsConsentBanner';

/** Shown on the signed-in pages until the person chooses (the story's browser has not chosen). */
const meta = {
  title: 'Shell/AnalyticsConsentBanner',
  component: AnalyticsConsentBanner,
  beforeEach: () => {
    localStorage.removeItem('analyticsConsent');
  },
} satisfies Meta<typeof AnalyticsConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Macedonian: Story = { globals: { locale: 'mk' } };
export const English: Story = { globals: { locale: 'en' } };
export const Albanian: Story = { globals: { locale: 'sq' } };
