import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { languages, type LanguageCode } from '@console/i18n';
import { Skeleton } from '../skeleton/Skeleton';
import { Menu } from './Menu';
import { MenuItem } from './MenuItem';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { trigger: 'Ana Petrova', placement: 'bottom-start', onOpenChange: fn(), children: null },
  argTypes: { placement: { control: 'inline-radio', options: ['bottom-start', 'bottom-end', 'top-start', 'top-end'] } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 220, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile menu: Account opens the settings, Sign out ends the session. */
export const ProfileMenu: Story = {
  args: {
    children: (
      <>
        <MenuItem href="#/settings">Account</MenuItem>
        <MenuItem onSelect={fn()} tone="danger">
          Sign out
        </MenuItem>
      </>
    ),
  },
};

export const WithDisabledItem: Story = {
  args: {
    children: (
      <>
        <MenuItem onSelect={fn()}>Edit</MenuItem>
        <MenuItem disabled>Duplicate</MenuItem>
        <MenuItem onSelect={fn()} tone="danger">
          Delete
        </MenuItem>
      </>
    ),
  },
};

export const ProfileLoading: Story = {
  args: {
    trigger: <Skeleton width={150} height={15} announce />,
    triggerLabel: 'Profile',
    children: <MenuItem>Account</MenuItem>,
  },
};

function LanguageSelector({ placement }: { placement: 'top-start' | 'bottom-start' }) {
  const [current, setCurrent] = useState<LanguageCode>('mk');
  const active = languages.find((language) => language.code === current) ?? languages[0];
  return (
    <Menu
      placement={placement}
      menuLabel="Language"
      trigger={
        <>
          <img src={active?.flag} alt="" width={24} height={16} />
          {active?.nativeName}
        </>
      }
    >
      {languages.map((language) => (
        <MenuItem key={language.code} checked={language.code === current} onSelect={() => setCurrent(language.code)}>
          <img src={language.flag} alt="" width={24} height={16} />
          <span lang={language.code}>{language.nativeName}</span>
        </MenuItem>
      ))}
    </Menu>
  );
}

/** Custom item content: a flag and the language's own name; the current one is checked. */
export const LanguageChoices: Story = {
  render: (args) => <LanguageSelector placement={args.placement === 'top-start' ? 'top-start' : 'bottom-start'} />,
};

export const OpensUpwards: Story = {
  ...LanguageChoices,
  args: { placement: 'top-start' },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 160 }}>
        <Story />
      </div>
    ),
  ],
};
