import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductEditorDialog } from '../form/ProductEditorDialog';
import { storyDeposits, storyProducts } from '../testing/story-products';

/** The editor as the screen opens it. Saving needs a signed-in account, so these stories show the dialog's states. */
const meta = {
  title: 'Products/ProductEditorDialog',
  component: ProductEditorDialog,
  args: { kind: 'cards', product: null, locale: 'en', onClose: fn(), onDirtyChange: fn() },
} satisfies Meta<typeof ProductEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewCard: Story = {};
export const EditCard: Story = { args: { product: storyProducts[0] ?? null } };
export const EditDepositNotTranslated: Story = { args: { kind: 'deposits', product: { ...(storyDeposits[0] ?? storyProducts[0]), translated: false, sourceLocale: 'mk' } as never } };
