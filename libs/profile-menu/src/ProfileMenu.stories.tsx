import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { useBackend } from '@console/backend';
import { DEMO_ACCOUNT } from '@console/demo-data';
import { useAuthUser } from '@console/session';
import { ProfileMenu } from './ProfileMenu';

/** Signs the seeded demo user in, so that the menu reads Ana's live account document. */
function SignedInAsDemo({ children }: { children: ReactNode }) {
  const { auth } = useBackend();
  const user = useAuthUser();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (auth.currentUser()?.uid === DEMO_ACCOUNT.uid) return;
    auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password).catch((error: unknown) => setFailure(String(error)));
  }, [auth]);
  if (failure) return <p role="alert">{failure}</p>;
  return user ? children : null;
}

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
