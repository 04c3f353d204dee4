import type { Meta, StoryObj } from '@storybook/react-vite';
import { SaveBar } from './SaveBar';

const meta = {
  title: 'Settings/SaveBar',
  component: SaveBar,
  args: { dirty: false, saving: false },
  decorators: [(Story) => <div style={{ width: 640 }}>{<Story />}</div>],
} satisfies Meta<typeof SaveBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpToDate: Story = {};
export const Unsaved: Story = { args: { dirty: true } };
export const Saving: Story = { args: { dirty: true, saving: true } };
