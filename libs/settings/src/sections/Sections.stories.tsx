import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSettingsForm } from '../testing/story-decorators';
import { AssistantSection } from './AssistantSection';
import { BankSection } from './BankSection';
import { PersonalDetailsSection } from './PersonalDetailsSection';

/** The sections of the settings form one by one, with the demo's values. */
const meta = {
  title: 'Settings/Sections',
  decorators: [withSettingsForm],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PersonalDetails: Story = { render: () => <PersonalDetailsSection /> };
export const Assistant: Story = { render: () => <AssistantSection savedPhotoUrl={undefined} /> };
export const Bank: Story = { render: () => <BankSection /> };
