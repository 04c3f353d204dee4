import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReadyToLaunch } from './ReadyToLaunch';

const meta = {
  title: 'Home/ReadyToLaunch',
  component: ReadyToLaunch,
} satisfies Meta<typeof ReadyToLaunch>;

export default meta;
export const Ready: StoryObj<typeof meta> = {};
