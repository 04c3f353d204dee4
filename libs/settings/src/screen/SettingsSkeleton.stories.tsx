import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingsSkeleton } from './SettingsSkeleton';

const meta = {
  title: 'Settings/SettingsSkeleton',
  component: SettingsSkeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SettingsSkeleton>;

export default meta;
export const Loading: StoryObj<typeof meta> = {};
