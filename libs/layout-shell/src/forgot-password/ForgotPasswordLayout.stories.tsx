import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { ForgotPasswordLayout } from './ForgotPasswordLayout';
import { resetSteps } from './reset-steps';

interface StepStoryProps {
  /** The route of the step to show. */
  path: (typeof resetSteps)[number]['path'];
}

function LayoutAt({ path }: StepStoryProps) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ForgotPasswordLayout languageSelector={<span>MK · EN · SQ</span>}>
        <section style={{ padding: 'var(--space-8)', background: 'var(--color-surface)', borderRadius: 'var(--radius-xl)' }}>
          <h1 style={{ margin: 0 }}>{path}</h1>
        </section>
      </ForgotPasswordLayout>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Auth/ForgotPasswordLayout',
  component: LayoutAt,
  parameters: { layout: 'fullscreen' },
  argTypes: { path: { control: 'select', options: resetSteps.map((step) => step.path) } },
} satisfies Meta<typeof LayoutAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = { args: { path: '/forgot-password' } };
export const CheckYourEmail: Story = { args: { path: '/check-your-email' } };
export const SetNewPassword: Story = { args: { path: '/set-new-password' } };
export const Done: Story = { args: { path: '/password-reset-successfully' } };
