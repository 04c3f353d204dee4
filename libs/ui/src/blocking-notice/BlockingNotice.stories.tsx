import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockingNotice } from './BlockingNotice';

const meta = {
  title: 'UI/BlockingNotice',
  component: BlockingNotice,
  args: { active: true },
  argTypes: { progress: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof BlockingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default "Saving… do not close or refresh this page" cover. */
export const Saving: Story = {};

export const ImportWithProgress: Story = {
  args: { title: 'Importing your questions…', message: 'This takes about a minute. Do not leave this page.', progress: 45 },
};

export const Inactive: Story = { args: { active: false } };
