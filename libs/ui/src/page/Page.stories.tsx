import type { Meta, StoryObj } from '@storybook/react-vite';
import { Page } from './Page';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: {
    width: 'medium',
    children: (
      <>
        <PageHeader title="Leads" description="Requests customers left in the chat." />
        <p>The screen's sections follow, spaced alike on every screen.</p>
      </>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Narrow: Story = { args: { width: 'narrow' } };
export const Medium: Story = {};
export const Wide: Story = { args: { width: 'wide' } };
