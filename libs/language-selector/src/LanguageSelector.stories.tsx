import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageSelector } from './LanguageSelector';

const meta = {
  title: 'Shell/LanguageSelector',
  component: LanguageSelector,
  args: { reload: fn(), placement: 'bottom-start' },
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};
export const Compact: Story = { args: { compact: true } };
