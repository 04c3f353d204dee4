import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@console/i18n';
import { renderWithProviders } from '@console/testing';
import { WelcomeLayout } from './WelcomeLayout';

async function renderLayout(language: LanguageCode = 'en') {
  await renderWithProviders(
    <WelcomeLayout languageSelector={<button type="button">Language</button>}>
      <h1>Sign in</h1>
    </WelcomeLayout>,
    { language },
  );
}

describe('WelcomeLayout', () => {
  it('shows the slogan beside the page, with the product name and the language selector', async () => {
    await renderLayout();
    const slogan = screen.getByRole('complementary', { name: 'About Tellr' });
    expect(slogan).toHaveTextContent('Get an AI assistant that can automate entire departments of your company in just a few hours.');
    expect(slogan).toHaveTextContent('Complete the steps before you launch your new digital employee.');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Sign in' }));
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Language' }));
    expect(screen.getAllByText('Tellr').length).toBeGreaterThan(0);
  });

  it('speaks Macedonian', async () => {
    await renderLayout('mk');
    expect(screen.getByText('Завршете ги чекорите пред да го пуштите асистентот во употреба.')).toBeInTheDocument();
  });

  it('speaks Albanian', async () => {
    await renderLayout('sq');
    expect(screen.getByText('Përfundoni hapat para se ta vini asistentin në punë.')).toBeInTheDocument();
  });
});
