import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import type { FaqEntry } from '@console/faq-data';
import { storyAttachments, storyEntries } from '../testing/story-entries';
import { AnswerEditorView } from './AnswerEditorView';

const entries = storyEntries();
const answered = entries.find((entry) => entry.id === 'cards-block') as FaqEntry;
const imported = entries.find((entry) => entry.id === 'atm-limit') as FaqEntry;
const unanswered = entries.find((entry) => entry.id === 'cards-pin') as FaqEntry;

const meta = {
  title: 'FAQ/AnswerEditorView',
  component: AnswerEditorView,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
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
    savedMessage: null,
    onTextChange: fn(),
    onUseDefault: fn(),
    onPickFiles: fn(),
    onRemoveAttachment: fn(),
    onOpenAttachment: fn(),
    onSave: fn(),
    onLoadSaved: fn(),
    onKeepEditing: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AnswerEditorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Clean: Story = {};
export const Dirty: Story = { args: { text: 'Call us on +389 2 3200 200 — we answer day and night.', dirty: true } };
export const ImportedStandardAnswer: Story = { args: { entry: imported, text: imported.answer?.answer ?? '' } };
export const NotAnswered: Story = { args: { entry: unanswered, text: '' } };
export const WithAttachments: Story = { args: { attachments: storyAttachments, uploads: [{ id: 'u1', name: 'branches.pdf', fraction: 0.6 }] } };
export const ChangedElsewhere: Story = { args: { text: 'Call us on +389 2 3200 200 — we answer day and night.', dirty: true, changedElsewhere: true } };
export const Saving: Story = { args: { dirty: true, saving: true } };
export const SaveFailed: Story = {
  args: { text: 'Call us on +389 2 3200 200 — we answer day and night.', dirty: true },
  render: function SaveFailed(args) {
    const { t } = useTranslation('common');
    return <AnswerEditorView {...args} saveError={t('errors.network')} />;
  },
};
export const Invalid: Story = {
  args: { entry: unanswered, text: '' },
  render: function Invalid(args) {
    const { t } = useTranslation('faq');
    return <AnswerEditorView {...args} validationError={t('editor.errors.required')} />;
  },
};
export const Saved: Story = {
  render: function Saved(args) {
    const { t } = useTranslation('faq');
    return <AnswerEditorView {...args} savedMessage={t('editor.saved')} />;
  },
};
