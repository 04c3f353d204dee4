import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RegistrationExample, emptyRegistration } from './RegistrationExample';

const savedPhoto =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%231a4d8f'/%3E%3Ccircle cx='32' cy='26' r='12' fill='%23e6eef8'/%3E%3C/svg%3E";

const filled = {
  ...emptyRegistration,
  email: 'ana@bank.mk',
  company: 'Stopanska banka',
  customerType: 'corporate',
  password: 'Kestrel-42',
  confirmPassword: 'Kestrel-42',
  photo: savedPhoto,
  agree: true,
};

const meta = {
  title: 'Forms/Sample registration form',
  component: RegistrationExample,
  args: { onSubmit: fn() },
} satisfies Meta<typeof RegistrationExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** As after submitting the empty form: a translated message under every field and a summary alert. */
export const WithErrors: Story = { args: { showErrors: true } };

export const PasswordMismatch: Story = {
  args: { showErrors: true, initialValues: { ...filled, password: 'Kestrel-42', confirmPassword: 'secret2' } },
};

export const AgreementMissing: Story = { args: { showErrors: true, initialValues: { ...filled, agree: false } } };

export const Filled: Story = { args: { initialValues: filled } };

export const SubmitError: Story = { args: { initialValues: filled, submitError: 'This e-mail is already in use' } };
