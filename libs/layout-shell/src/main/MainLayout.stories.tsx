import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { languages } from '@console/i18n';
import { Menu, MenuItem, Skeleton } from '@console/ui';
import { MainLayout } from './MainLayout';
import { COLLAPSE_STORAGE_KEY } from '../frame/sidebar-collapsed';

/** Stand-ins for the app's slots: the real language selector and profile menu are other features. */
function LanguageSlot({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation('common');
  const current = languages.find((language) => language.code === i18n.language) ?? languages[0];
  return (
    <Menu
      placement="top-start"
      triggerLabel={t('languages.label')}
      showChevron={!compact}
      trigger={
        <>
          <img src={current?.flag} alt="" width={24} height={16} />
          {!compact && current?.nativeName}
        </>
      }
    >
      {languages.map((language) => (
        <MenuItem key={language.code} checked={language.code === current?.code}>
          {language.nativeName}
        </MenuItem>
      ))}
    </Menu>
  );
}

function SamplePage() {
  const { t } = useTranslation('common');
  return (
    <div style={{ padding: 'var(--space-8)', maxWidth: '48rem' }}>
      <h1>{t('titles.faq')}</h1>
      {/* Stand-in content, tall enough to show how the page scrolls beside the sidebar. */}
      {Array.from({ length: 24 }, (_, index) => (
        <Skeleton key={index} width="100%" height={18} />
      ))}
    </div>
  );
}

function ProfileSlot({ compact }: { compact: boolean }) {
  const { t } = useTranslation('profile-menu');
  return (
    <Menu placement="top-start" triggerLabel={t('trigger')} showChevron={false} trigger={compact ? '◉' : `◉ ${t('trigger')}`}>
      <MenuItem>{t('account')}</MenuItem>
      <MenuItem tone="danger">{t('signOut')}</MenuItem>
    </Menu>
  );
}

function SampleLayout() {
  const { t } = useTranslation('shell');
  return (
    <MainLayout
      navigation={[{ to: '/faq', label: t('navigation.faq', { ns: 'common' }), icon: 'faq' }]}
      languageSelector={({ compact }) => <LanguageSlot compact={compact} />}
      profileMenu={({ compact }) => <ProfileSlot compact={compact} />}
    >
      <SamplePage />
    </MainLayout>
  );
}

const withRouter: Decorator = (Story) => (
  <MemoryRouter initialEntries={['/faq']}>
    <Story />
  </MemoryRouter>
);

/** Each story starts from its own remembered sidebar state. */
const rememberCollapsed = (collapsed: boolean) => () => {
  localStorage.setItem(COLLAPSE_STORAGE_KEY, String(collapsed));
  return {};
};

const meta = {
  title: 'Shell/MainLayout',
  component: SampleLayout,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SampleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = { loaders: [rememberCollapsed(false)] };

export const Collapsed: Story = { loaders: [rememberCollapsed(true)] };

/** A phone: the sidebar is a drawer behind the menu button in the top bar. */
export const Mobile: Story = {
  loaders: [rememberCollapsed(false)],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
