import type { Meta, StoryObj } from '@storybook/react-vite';
import { LearningProgress } from './LearningProgress';

/** How far a publish has got in learning how the bank's customers ask: shown once it takes over a second. */
const meta = {
  title: 'Embed/LearningProgress',
  component: LearningProgress,
  parameters: { layout: 'padded' },
  args: { share: 0.4 },
} satisfies Meta<typeof LearningProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learning: Story = {};
export const InMacedonian: Story = { globals: { locale: 'mk' } };
export const InAlbanian: Story = { globals: { locale: 'sq' }, args: { share: 0.85 } };
