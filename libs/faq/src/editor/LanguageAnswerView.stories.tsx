import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { storyAttachments, storyLanguages } from '../testing/story-entries';
import { LanguageAnswerView } from './LanguageAnswerView';

const { mk: answered, en: standard, sq: missing } = storyLanguages();
const draft = 'Јавете ни се на +389 2 3200 200 — одговараме дење и ноќе.';

const meta = {
  title: 'FAQ/LanguageAnswerView',
  component: LanguageAnswerView,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    entry: answered,
    text: answered.answer?.answer ?? '',
    attachments: [],
    uploads: [],
    attachmentErrors: [],
    dirty: false,
    changedElsewhere: false,
    saving: false,
    validationError: null,
    saveError: null,
    saved: false,
    withdrawn: false,
    onTextChange: fn(),
    onUseDefault: fn(),
    onPickFiles: fn(),
    onRemoveAttachment: fn(),
    onOpenAttachment: fn(),
    onSave: fn(),
    onWithdraw: fn(),
    onLoadSaved: fn(),
    onKeepEditing: fn(),
  },
} satisfies Meta<typeof LanguageAnswerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Answered: Story = {};
export const Dirty: Story = { args: { text: draft, dirty: true } };
export const StandardAnswer: Story = { args: { entry: standard, text: standard.answer?.answer ?? '' } };
export const Missing: Story = { args: { entry: missing, text: '' } };
export const NotInCatalogue: Story = { args: { entry: { ...missing, question: null }, text: '' } };
export const WithAttachments: Story = { args: { attachments: storyAttachments, uploads: [{ id: 'u1', name: 'branches.pdf', fraction: 0.6 }] } };
export const ChangedElsewhere: Story = { args: { text: draft, dirty: true, changedElsewhere: true } };
export const Saving: Story = { args: { dirty: true, saving: true } };
export const Saved: Story = { args: { saved: true } };
export const Withdrawn: Story = { args: { entry: missing, text: '', withdrawn: true } };
export const SaveFailed: Story = {
  args: { text: draft, dirty: true },
  render: function SaveFailed(args) {
    const { t } = useTranslation('common');
    return <LanguageAnswerView {...args} saveError={t('errors.network')} />;
  },
};
export const Invalid: Story = {
  args: { entry: missing, text: '' },
  render: function Invalid(args) {
    const { t } = useTranslation('faq');
    return <LanguageAnswerView {...args} validationError={t('editor.errors.required')} />;
  },
};
