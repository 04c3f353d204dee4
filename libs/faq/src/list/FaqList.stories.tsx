import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { manyStoryEntries, storyEntries } from '../testing/story-entries';
import { FaqList } from './FaqList';

const meta = {
  title: 'FAQ/FaqList',
  component: FaqList,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ height: 560, maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  args: { entries: storyEntries(), selectedId: null, showCategory: true, onOpen: fn(), label: 'Questions' },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {};
export const WithSelection: Story = { args: { selectedId: 'atm-limit' } };
/** With "Show hidden questions" on: the questions the bank hides are marked. */
export const WithHiddenQuestions: Story = { args: { entries: storyEntries().map((entry) => (['cards-pin', 'insurance'].includes(entry.id) ? { ...entry, hidden: true } : entry)) } };
export const FiveThousandQuestions: Story = { args: { entries: manyStoryEntries(5_000) } };
