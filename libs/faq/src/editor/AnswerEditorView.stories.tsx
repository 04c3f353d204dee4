import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LOCALES } from '@console/locale';
import { storyLanguages } from '../testing/story-entries';
import { AnswerEditorView } from './AnswerEditorView';
import { LanguageAnswerView } from './LanguageAnswerView';
import { LanguagePlaceholder } from './LanguagePlaceholder';
import { QuestionVisibilityView } from './QuestionVisibilityView';

const languages = storyLanguages();

const sections = LOCALES.map((locale) => {
  const entry = languages[locale];
  return (
    <LanguageAnswerView
      key={locale}
      entry={entry}
      text={entry.answer?.answer ?? ''}
      attachments={[]}
      uploads={[]}
      attachmentErrors={[]}
      dirty={false}
      changedElsewhere={false}
      saving={false}
      validationError={null}
      saveError={null}
      saved={false}
      withdrawn={false}
      onTextChange={fn()}
      onUseDefault={fn()}
      onPickFiles={fn()}
      onRemoveAttachment={fn()}
      onOpenAttachment={fn()}
      onSave={fn()}
      onWithdraw={fn()}
      onLoadSaved={fn()}
      onKeepEditing={fn()}
    />
  );
});

/** The whole editor of one question: answered in Macedonian, the standard answer in English, nothing yet in Albanian. */
const meta = {
  title: 'FAQ/AnswerEditorView',
  component: AnswerEditorView,
  parameters: { layout: 'padded' },
  args: { question: languages.en.question, dirty: false, onClose: fn(), children: sections },
} satisfies Meta<typeof AnswerEditorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InEnglish: Story = { globals: { locale: 'en' } };
export const InMacedonian: Story = { args: { question: languages.mk.question }, globals: { locale: 'mk' } };
export const InAlbanian: Story = { args: { question: languages.sq.question }, globals: { locale: 'sq' } };
/** Where the editor is narrow (a phone), the languages come one under the other. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
};
/** A question the bank hides from its customers. */
export const Hidden: Story = { args: { visibility: <QuestionVisibilityView hidden saving={false} shownAgain={false} error={null} onHide={fn()} onShow={fn()} /> } };
export const Loading: Story = {
  args: { children: [sections[0], <LanguagePlaceholder key="en" locale="en" failed={false} />, <LanguagePlaceholder key="sq" locale="sq" failed />] },
};
