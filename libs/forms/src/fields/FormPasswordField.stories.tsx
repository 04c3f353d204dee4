import type { Meta, StoryObj } from '@storybook/react-vite';
import { object } from 'yup';
import { FormikFrame } from '../examples/FormikFrame';
import { FormPasswordField } from './FormPasswordField';
import { passwordConfirmationRule, passwordRule } from '@console/validation';

const schema = object({ password: passwordRule(), confirmPassword: passwordConfirmationRule() });

const meta = {
  title: 'Forms/FormPasswordField',
  component: FormPasswordField,
  args: { name: 'password', label: 'Password', autoComplete: 'new-password', required: true },
} satisfies Meta<typeof FormPasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <FormikFrame initialValues={{ password: '', confirmPassword: '' }} schema={schema}>
      <FormPasswordField {...args} />
      <FormPasswordField {...args} name="confirmPassword" label="Repeat password" />
    </FormikFrame>
  ),
};

export const TooShortAndMismatch: Story = {
  render: (args) => (
    <FormikFrame initialValues={{ password: 'abc', confirmPassword: 'abd' }} schema={schema} showErrors>
      <FormPasswordField {...args} />
      <FormPasswordField {...args} name="confirmPassword" label="Repeat password" />
    </FormikFrame>
  ),
};
