import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDataRouter } from '@console/testing';
import { buildChecklist } from './checklist';
import { LaunchChecklist } from './LaunchChecklist';

const meta = {
  title: 'Home/LaunchChecklist',
  component: LaunchChecklist,
  decorators: [withDataRouter('/home'), (Story) => <div style={{ maxWidth: 880, padding: 24 }}>{<Story />}</div>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LaunchChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewAccount: Story = {
  args: { checklist: buildChecklist({ answered: { mk: 0, en: 0, sq: 0 }, products: { total: 0, translated: { mk: 0, en: 0, sq: 0 }, complete: 0 }, personalDetailsEdited: false }) },
};
/** Answered in Macedonian and English, not yet in Albanian; two products still to translate. */
export const HalfWay: Story = {
  args: { checklist: buildChecklist({ answered: { mk: 5, en: 3, sq: 0 }, products: { total: 4, translated: { mk: 4, en: 2, sq: 2 }, complete: 2 }, personalDetailsEdited: false }) },
};
export const ReadyToLaunch: Story = {
  args: { checklist: buildChecklist({ answered: { mk: 12, en: 10, sq: 9 }, products: { total: 4, translated: { mk: 4, en: 4, sq: 4 }, complete: 4 }, personalDetailsEdited: true }) },
};
