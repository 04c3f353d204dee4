import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyProduct } from '@console/products-data';
import { fn, userEvent, within } from 'storybook/test';
import { storyHousingLoan, storyInLanguages, storyMaestroStudent } from '../testing/story-products';
import { ProductForm } from './ProductForm';

/** The dialog's Save button lives outside the form; stories press a stand-in. */
async function submit({ canvasElement }: { canvasElement: HTMLElement }) {
  await userEvent.click(within(canvasElement).getByTestId('submit'));
}

const meta = {
  title: 'Products/ProductForm',
  component: ProductForm,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
        <button type="submit" form="product-form" data-testid="submit">
          Save
        </button>
      </div>
    ),
  ],
  args: { formId: 'product-form', kind: 'cards', product: null, locale: 'en', onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewCard: Story = {};
export const NewLoan: Story = { args: { kind: 'loans' } };
export const NewDeposit: Story = { args: { kind: 'deposits' } };
/** Written in Macedonian, translated into Albanian, the English still a copy: each language says where it stands. */
export const EditCardInThreeLanguages: Story = {
  args: {
    product: storyInLanguages({ ...storyMaestroStudent, texts: { name: 'Маестро за студенти' } }, { mk: { name: 'Маестро за студенти' }, sq: { name: 'Maestro për studentë' } }),
  },
};
export const EditCardInThreeLanguagesInMacedonian: Story = { ...EditCardInThreeLanguages, globals: { locale: 'mk' } };
export const EditCardInThreeLanguagesInAlbanian: Story = { ...EditCardInThreeLanguages, globals: { locale: 'sq' } };
export const NewDepositInMacedonian: Story = { args: { kind: 'deposits', locale: 'mk' }, globals: { locale: 'mk' } };
/** Submitted empty: every required field says so, next to itself, and the first one has focus. */
export const InvalidEmptyCard: Story = { play: submit };
export const LoanMinimumAboveMaximum: Story = {
  args: {
    kind: 'loans',
    product: storyInLanguages({ ...storyHousingLoan, fields: { ...storyHousingLoan.fields, minAmount: 200000 } } as AnyProduct),
  },
  play: submit,
};
export const SaveFailed: Story = { args: { submitError: 'You are not allowed to do this' } };
