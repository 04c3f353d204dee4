import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { storyAttachments } from '../testing/story-entries';
import { AttachmentsField } from './AttachmentsField';

const meta = {
  title: 'FAQ/AttachmentsField',
  component: AttachmentsField,
  parameters: { layout: 'padded' },
  args: { language: '', attachments: [], uploads: [], errors: [], onPickFiles: fn(), onRemove: fn(), onOpen: fn() },
  // The language is named in the console's language, as the editor names it.
  render: function Field(args) {
    const { t } = useTranslation('common');
    return <AttachmentsField {...args} language={t('languageNames.mk')} />;
  },
} satisfies Meta<typeof AttachmentsField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithFiles: Story = { args: { attachments: storyAttachments } };
export const Uploading: Story = { args: { attachments: storyAttachments.slice(0, 1), uploads: [{ id: 'u1', name: 'tariff-list-2026.pdf', fraction: 0.45 }] } };
export const Refused: Story = {
  render: function Refused(args) {
    const { t } = useTranslation('faq');
    return <AttachmentsField {...args} language={t('languageNames.mk', { ns: 'common' })} errors={[t('attachments.errors.type', { name: 'notes.txt' }), t('attachments.errors.size', { name: 'scan.pdf', max: 5 })]} />;
  },
};
