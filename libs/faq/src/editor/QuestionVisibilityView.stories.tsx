import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QuestionVisibilityView } from './QuestionVisibilityView';

/** Hiding a catalogue question from the bank's customers, and showing it again. */
const meta = {
  title: 'FAQ/QuestionVisibilityView',
  component: QuestionVisibilityView,
  parameters: { layout: 'padded' },
  args: { hidden: false, saving: false, shownAgain: false, error: null, onHide: fn(), onShow: fn() },
} satisfies Meta<typeof QuestionVisibilityView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
export const Hidden: Story = { args: { hidden: true } };
export const HiddenInMacedonian: Story = { args: { hidden: true }, globals: { locale: 'mk' } };
export const HiddenInAlbanian: Story = { args: { hidden: true }, globals: { locale: 'sq' } };
export const Saving: Story = { args: { saving: true } };
export const ShownAgain: Story = { args: { shownAgain: true } };
export const Failed: Story = { args: { hidden: true, error: 'The change was not saved. Check your connection and try again.' } };
