import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './SelectField';

const meta = {
  title: 'UI/SelectField',
  component: SelectField,
  args: {
    label: 'Customer type',
    placeholder: 'Choose…',
    defaultValue: '',
    options: [
      { value: 'individual', label: 'Individual' },
      { value: 'corporate', label: 'Corporate' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true, hint: 'Decides which questions and tariffs apply.' } };

export const WithError: Story = { args: { required: true, error: 'Field required' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'corporate' } };
