import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { SignedInAsDemo } from '@console/testing';
import { ProfileMenu } from './ProfileMenu';

const withDemoUser: Decorator = (Story) => (
  <MemoryRouter initialEntries={['/faq']}>
    <SignedInAsDemo>
      <div style={{ minHeight: 260, padding: 16 }}>
        <Story />
      </div>
    </SignedInAsDemo>
  </MemoryRouter>
);

const meta = {
  title: 'Shell/ProfileMenu',
  component: ProfileMenu,
  decorators: [withDemoUser],
  args: { placement: 'bottom-start' },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};

/** In a collapsed sidebar: the picture alone. */
export const Compact: Story = { args: { compact: true } };

/** Opened: the demo user's avatar and name, read live while the menu is open. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { expanded: false }, { timeout: 10_000 });
    await userEvent.click(trigger);
    await expect(await canvas.findByText('Ana', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
