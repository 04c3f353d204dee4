import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Bank name', placeholder: 'e.g. First Bank' },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'As your customers know it.' } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { label: 'E-mail', type: 'email', defaultValue: 'ana@', error: 'Invalid email', required: true },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'First Bank' } };
