import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChangedElsewhereNotice } from './ChangedElsewhereNotice';

const meta = {
  title: 'UI/ChangedElsewhereNotice',
  component: ChangedElsewhereNotice,
  parameters: { layout: 'padded' },
  args: { onLoadSaved: fn(), onKeepEditing: fn() },
} satisfies Meta<typeof ChangedElsewhereNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The general wording, in each language. */
export const Macedonian: Story = { globals: { locale: 'mk' } };
export const English: Story = { globals: { locale: 'en' } };
export const Albanian: Story = { globals: { locale: 'sq' } };

/** A form names what changed; the explanation and the choices stay the same. */
export const WithTitle: Story = { args: { title: 'This product was changed elsewhere.' }, globals: { locale: 'en' } };
