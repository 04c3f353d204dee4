import type { Meta, StoryObj } from '@storybook/react-vite';
import { object } from 'yup';
import { FormikFrame } from '../examples/FormikFrame';
import { FormCheckbox } from './FormCheckbox';
import { agreementRule } from '@console/validation';

const schema = object({ agree: agreementRule() });

const meta = {
  title: 'Forms/FormCheckbox',
  component: FormCheckbox,
  args: {
    name: 'agree',
    label: (
      <>
        I agree to the <a href="#terms">terms of use</a> and the <a href="#privacy">privacy policy</a>
      </>
    ),
  },
} satisfies Meta<typeof FormCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <FormikFrame initialValues={{ agree: false }} schema={schema}>
      <FormCheckbox {...args} />
    </FormikFrame>
  ),
};

export const NotAgreed: Story = {
  render: (args) => (
    <FormikFrame initialValues={{ agree: false }} schema={schema} showErrors>
      <FormCheckbox {...args} />
    </FormikFrame>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <FormikFrame initialValues={{ agree: true }} schema={schema}>
      <FormCheckbox {...args} />
    </FormikFrame>
  ),
};
