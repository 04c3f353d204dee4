import type { Meta, StoryObj } from '@storybook/react-vite';
import { object } from 'yup';
import { FormikFrame } from '../examples/FormikFrame';
import { FormImageInput } from './FormImageInput';
import { requiredImageRule } from '@console/validation';

const schema = object({ photo: requiredImageRule() });

const meta = {
  title: 'Forms/FormImageInput',
  component: FormImageInput,
  args: { name: 'photo', label: "Assistant's photo", required: true, maxSizeBytes: 2 * 1024 * 1024 },
} satisfies Meta<typeof FormImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <FormikFrame initialValues={{ photo: null }} schema={schema}>
      <FormImageInput {...args} />
    </FormikFrame>
  ),
};

export const ImageRequired: Story = {
  render: (args) => (
    <FormikFrame initialValues={{ photo: null }} schema={schema} showErrors>
      <FormImageInput {...args} />
    </FormikFrame>
  ),
};
