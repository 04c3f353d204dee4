import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  parameters: { layout: 'padded' },
  args: { title: 'Cards', description: 'Your assistant describes these products to customers.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndDescription: Story = {};
export const WithAction: Story = { args: { actions: <Button>Add card</Button> } };
export const SeveralParagraphs: Story = {
  args: {
    title: 'Home',
    description: (
      <>
        <p>Welcome back, Ana.</p>
        <p>Complete the steps before you launch your new digital employee.</p>
      </>
    ),
  },
};
