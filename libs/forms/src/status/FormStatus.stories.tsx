import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik, useFormikContext } from 'formik';
import { object } from 'yup';
import { FormStatus } from './FormStatus';
import { passwordRule, requiredEmailRule } from '@console/validation';

const schema = object({ email: requiredEmailRule(), password: passwordRule() });

// The field summary follows a submit attempt; the story makes one, as a user would.
function SubmitOnce() {
  const { submitForm } = useFormikContext();
  useEffect(() => {
    void submitForm();
  }, [submitForm]);
  return null;
}

const meta = {
  title: 'Forms/FormStatus',
  component: FormStatus,
  args: { error: 'The e-mail or the password is incorrect' },
  decorators: [
    (Story) => (
      <Formik initialValues={{ email: '', password: '' }} validationSchema={schema} onSubmit={() => undefined}>
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </Formik>
    ),
  ],
} satisfies Meta<typeof FormStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitError: Story = {};

export const FieldSummary: Story = {
  args: { error: undefined },
  render: (args) => (
    <>
      <SubmitOnce />
      <FormStatus {...args} />
    </>
  ),
};
