import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { storyLoans, storyProducts } from '../testing/story-products';
import { ProductForm } from './ProductForm';
import { initialFormValues } from './product-form-values';

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
  args: { formId: 'product-form', kind: 'cards', initialValues: initialFormValues('cards', null), isNew: true, untranslatedFrom: null, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewCard: Story = {};
export const NewLoan: Story = { args: { kind: 'loans', initialValues: initialFormValues('loans', null) } };
export const NewDeposit: Story = { args: { kind: 'deposits', initialValues: initialFormValues('deposits', null) } };
export const EditCardNotTranslated: Story = {
  args: { isNew: false, initialValues: initialFormValues('cards', storyProducts[1] ?? null), untranslatedFrom: 'mk' },
};
/** Submitted empty: every required field says so, next to itself, and the first one has focus. */
export const InvalidEmptyCard: Story = { play: submit };
export const LoanMinimumAboveMaximum: Story = {
  args: {
    kind: 'loans',
    isNew: false,
    initialValues: { ...initialFormValues('loans', storyLoans[0] ?? null), fields: { ...initialFormValues('loans', storyLoans[0] ?? null).fields, minAmount: 200000 } } as never,
  },
  play: submit,
};
export const SaveFailed: Story = { args: { submitError: 'You are not allowed to do this' } };
