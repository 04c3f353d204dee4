import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { ChangedElsewhereNotice } from '@console/ui';
import { SaveBar, type SaveBarProps } from './SaveBar';

const meta = {
  title: 'Settings/SaveBar',
  component: SaveBar,
  args: { dirty: false, saving: false },
  decorators: [(Story) => <div style={{ width: 640 }}>{<Story />}</div>],
} satisfies Meta<typeof SaveBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpToDate: Story = {};
export const Unsaved: Story = { args: { dirty: true } };
export const Saving: Story = { args: { dirty: true, saving: true } };

function WithChangedElsewhere(args: SaveBarProps) {
  const { t } = useTranslation('settings');
  return <SaveBar {...args} notice={<ChangedElsewhereNotice title={t('save.changedElsewhere')} onLoadSaved={fn()} onKeepEditing={fn()} />} />;
}

/** The settings were saved in another tab while this one had unsaved changes. */
export const ChangedElsewhere: Story = { args: { dirty: true }, render: (args) => <WithChangedElsewhere {...args} /> };
