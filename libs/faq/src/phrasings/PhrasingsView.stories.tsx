import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { phrasingsProblem } from './phrasings-problems';
import { PhrasingsView } from './PhrasingsView';

const texts = {
  mk: 'банкоматот ми ја зеде картичката\nbankomatot ne mi ja vrati karticata',
  en: 'the cash machine ate my card\nhole in the wall kept my plastic',
  sq: 'bankomati ma mori kartelën',
};
const noProblems = { mk: null, en: null, sq: null };

/** "Customers also ask it as…": how a bank's customers ask a question, learned at the next publish. */
const meta = {
  title: 'FAQ/PhrasingsView',
  component: PhrasingsView,
  parameters: { layout: 'padded' },
  args: { texts, problems: noProblems, dirty: false, saving: false, saveError: null, saved: false, onChange: fn(), onSave: fn() },
} satisfies Meta<typeof PhrasingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const Empty: Story = { args: { texts: { mk: '', en: '', sq: '' } } };
export const Changed: Story = { args: { dirty: true } };
export const InMacedonian: Story = { args: { dirty: true }, globals: { locale: 'mk' } };
export const InAlbanian: Story = { args: { dirty: true }, globals: { locale: 'sq' } };
export const Saving: Story = { args: { dirty: true, saving: true } };
export const JustSaved: Story = { args: { saved: true } };
export const LineTooLong: Story = {
  args: { dirty: true, texts: { ...texts, en: `card stuck\n${'my card '.repeat(40)}` }, problems: { ...noProblems, en: phrasingsProblem(`card stuck\n${'my card '.repeat(40)}`) } },
};
export const SaveFailed: Story = { args: { dirty: true, saveError: 'Check your connection and try again.' } };
