import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { OwnQuestionDialog } from './OwnQuestionDialog';

const studentLoans = {
  id: 'own-1',
  draft: {
    category: 'loans' as const,
    top: true,
    question: { mk: 'Дали нудите кредит за студенти?', en: 'Do you offer student loans?', sq: 'A ofroni kredi për studentë?' },
  },
};

/** A question of the bank's own, in every language at once; saving needs a signed-in account. */
const meta = {
  title: 'FAQ/OwnQuestionDialog',
  component: OwnQuestionDialog,
  args: { editing: null, onClose: fn(), onSaved: fn() },
} satisfies Meta<typeof OwnQuestionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};
export const AddInMacedonian: Story = { globals: { locale: 'mk' } };
export const AddInAlbanian: Story = { globals: { locale: 'sq' } };
export const Edit: Story = { args: { editing: studentLoans } };
/** Added empty: every language asks for its question, and the first one has focus. */
export const AddedEmpty: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
  },
};
