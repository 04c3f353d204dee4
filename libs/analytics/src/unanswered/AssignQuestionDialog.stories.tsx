import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withDataRouter } from '@console/testing';
import { AssignQuestionDialog } from './AssignQuestionDialog';

const item = { question: 'the hole in the wall kept my plastic', locale: 'en' as const, count: 3, notWhatAsked: 1, lastDay: '2026-11-26', ids: ['a', 'b', 'c'] };
const choices = [
  { id: 'cards-block', question: 'How do I block a lost or stolen card?', own: false },
  { id: 'atm-card-retained', question: 'The ATM kept my card. What do I do?', own: false },
  { id: 'own-safe-box', question: 'Do you rent safe deposit boxes?', own: true },
];

/** "This should be answered by…": a customer's unanswered message assigned to the question that should answer it. */
const meta = {
  title: 'Analytics/AssignQuestionDialog',
  component: AssignQuestionDialog,
  decorators: [withDataRouter('/dashboard')],
  args: { item, choices, search: '', onSearch: fn(), saving: false, error: null, onAssign: fn(), onClose: fn() },
} satisfies Meta<typeof AssignQuestionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choices: Story = {};
export const InMacedonian: Story = { globals: { locale: 'mk' }, args: { item: { ...item, question: 'bankomatot mi ja zede karticata', locale: 'mk' } } };
export const InAlbanian: Story = { globals: { locale: 'sq' }, args: { item: { ...item, question: 'bankomati ma mori kartelen', locale: 'sq' } } };
export const Loading: Story = { args: { choices: null } };
export const NoMatch: Story = { args: { choices: [], search: 'crypto' } };
export const Failed: Story = { args: { error: 'This question already has as many ways of asking as it can hold in this language. Remove some in the FAQ first.' } };
