import type { Meta, StoryObj } from '@storybook/react-vite';
import { Callout } from './Callout';

const meta = {
  title: 'UI/Callout',
  component: Callout,
  parameters: { layout: 'padded' },
  args: { tone: 'danger', children: 'The page could not be loaded. Check your connection and reload.' },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = { args: { role: 'alert' } };
export const DangerWithAccent: Story = { args: { accent: true } };
export const Success: Story = { args: { tone: 'success', children: 'A new link is on its way.' } };
export const Info: Story = { args: { tone: 'info', children: 'This mailbox exists only in the local demo.' } };
export const Large: Story = { args: { size: 'lg' } };
