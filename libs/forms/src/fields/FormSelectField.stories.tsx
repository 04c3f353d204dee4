import type { Meta, StoryObj } from '@storybook/react-vite';
import { object } from 'yup';
import { FormikFrame } from '../examples/FormikFrame';
import { FormSelectField } from './FormSelectField';
import { requiredTextRule } from '@console/validation';

const schema = object({ customerType: requiredTextRule() });

const meta = {
  title: 'Forms/FormSelectField',
  component: FormSelectField,
  args: {
    name: 'customerType',
    label: 'Customer type',
    placeholder: 'Choose…',
    required: true,
    options: [
      { value: 'individual', label: 'Individual' },
      { value: 'corporate', label: 'Corporate' },
    ],
  },
} satisfies Meta<typeof FormSelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <FormikFrame initialValues={{ customerType: '' }} schema={schema}>
      <FormSelectField {...args} />
    </FormikFrame>
  ),
};

export const Required: Story = {
  render: (args) => (
    <FormikFrame initialValues={{ customerType: '' }} schema={schema} showErrors>
      <FormSelectField {...args} />
    </FormikFrame>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <FormikFrame initialValues={{ customerType: 'corporate' }} schema={schema}>
      <FormSelectField {...args} />
    </FormikFrame>
  ),
};
