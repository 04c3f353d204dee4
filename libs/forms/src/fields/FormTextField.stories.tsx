import type { Meta, StoryObj } from '@storybook/react-vite';
import { object } from 'yup';
import { FormikFrame } from '../examples/FormikFrame';
import { FormTextField } from './FormTextField';
import { requiredEmailRule } from '@console/validation';

const schema = object({ email: requiredEmailRule() });

const meta = {
  title: 'Forms/FormTextField',
  component: FormTextField,
  args: { name: 'email', label: 'E-mail', type: 'email', required: true },
} satisfies Meta<typeof FormTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <FormikFrame initialValues={{ email: '' }} schema={schema}>
      <FormTextField {...args} />
    </FormikFrame>
  ),
};

export const Empty: Story = {
  render: (args) => (
    <FormikFrame initialValues={{ email: '' }} schema={schema} showErrors>
      <FormTextField {...args} />
    </FormikFrame>
  ),
};

export const InvalidEmail: Story = {
  render: (args) => (
    <FormikFrame initialValues={{ email: 'ana@bank' }} schema={schema} showErrors>
      <FormTextField {...args} />
    </FormikFrame>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <FormikFrame initialValues={{ email: 'ana@bank.mk' }} schema={schema}>
      <FormTextField {...args} />
    </FormikFrame>
  ),
};
