import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductEditorDialog } from '../form/ProductEditorDialog';
import { storyInLanguages, storyTermDeposit, storyVisaGold } from '../testing/story-products';

/** The editor as the screen opens it. Saving needs a signed-in account, so these stories show the dialog's states. */
const meta = {
  title: 'Products/ProductEditorDialog',
  component: ProductEditorDialog,
  args: { kind: 'cards', product: null, locale: 'en', onClose: fn(), onDirtyChange: fn() },
} satisfies Meta<typeof ProductEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewCard: Story = {};
export const EditCard: Story = { args: { product: storyInLanguages(storyVisaGold) } };
/** The product listed, its three languages still on their way. */
export const LoadingLanguages: Story = { args: { listedName: 'Visa Gold' } };
export const LanguagesFailedToLoad: Story = { args: { listedName: 'Visa Gold', loadFailed: true } };
export const EditDepositNotTranslated: Story = { args: { kind: 'deposits', product: storyInLanguages({ ...storyTermDeposit, translated: false, sourceLocale: 'mk' }) } };
