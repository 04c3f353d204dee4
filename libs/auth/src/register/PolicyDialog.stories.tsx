import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PolicyDialog } from './PolicyDialog';

const meta = {
  title: 'Auth/PolicyDialog',
  component: PolicyDialog,
  args: { onClose: fn() },
} satisfies Meta<typeof PolicyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TermsOfUse: Story = { args: { policy: 'terms' } };
export const PrivacyPolicy: Story = { args: { policy: 'privacy' } };
