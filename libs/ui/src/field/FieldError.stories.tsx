import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from './FieldError';

const meta = {
  title: 'UI/FieldError',
  component: FieldError,
  args: { children: 'Passwords do not match' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongText: Story = {
  args: { children: 'Access to this account has been temporarily disabled due to many failed login attempts.' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};
