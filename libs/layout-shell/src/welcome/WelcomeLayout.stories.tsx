import type { Meta, StoryObj } from '@storybook/react-vite';
import { WelcomeLayout } from './WelcomeLayout';

/** Stands in for the screen and the language selector, which the app passes in. */
function SampleScreen() {
  return (
    <section style={{ padding: 'var(--space-8)', background: 'var(--color-surface)', borderRadius: 'var(--radius-xl)', border: '1px solid var(--color-grey-200)' }}>
      <h1 style={{ margin: 0 }}>Tellr</h1>
      <p>…</p>
    </section>
  );
}

const meta = {
  title: 'Auth/WelcomeLayout',
  component: WelcomeLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    languageSelector: <span style={{ padding: 'var(--space-2)', border: '1px solid var(--color-border)', borderRadius: 'var(--radius-md)' }}>MK · EN · SQ</span>,
    children: <SampleScreen />,
  },
} satisfies Meta<typeof WelcomeLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};

/** Below 768 px the slogan panel hides and the form stays, with the brand above it. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
