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

export const NewAccount: Story = { args: { checklist: buildChecklist({ answeredQuestions: 0, products: 0, personalDetailsEdited: false }) } };
export const HalfWay: Story = { args: { checklist: buildChecklist({ answeredQuestions: 3, products: 2, personalDetailsEdited: false }) } };
export const ReadyToLaunch: Story = { args: { checklist: buildChecklist({ answeredQuestions: 12, products: 4, personalDetailsEdited: true }) } };
