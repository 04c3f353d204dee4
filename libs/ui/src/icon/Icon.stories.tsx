import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon';
import { iconPaths, type IconName } from '@console/icons';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'info', size: '1.5rem' },
  argTypes: { name: { control: 'select', options: Object.keys(iconPaths) } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const All: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', gap: 24, flexWrap: 'wrap', listStyle: 'none', padding: 0 }}>
      {(Object.keys(iconPaths) as IconName[]).map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
