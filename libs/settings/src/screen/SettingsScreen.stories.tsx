import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withDataRouter, withDemoUser } from '@console/testing';
import { SettingsScreen } from './SettingsScreen';

/** The whole page for the demo account, on the seeded local backend. */
const meta = {
  title: 'Settings/SettingsScreen',
  component: SettingsScreen,
  // The router inside, the signed-in user around it.
  decorators: [withDataRouter('/settings'), withDemoUser],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Demo: Story = {};

/** Saving the demo account without a photo: every message next to its field. */
export const MissingPhoto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: /Save|Зачувај|Ruaj/ }, { timeout: 10_000 });
    await userEvent.click(submit);
    await expect(canvas.getByLabelText(/photo|Фотографија|Fotografia/i)).toHaveAttribute('aria-invalid', 'true');
  },
};
