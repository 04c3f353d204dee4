import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', required: true },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NewPassword: Story = { args: { autoComplete: 'new-password', hint: 'At least 6 characters.' } };

export const WithError: Story = { args: { defaultValue: 'abc', error: 'Password must have at least 6 characters' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret' } };
