import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveAccount } from '@console/account-data';
import { TEST_USER } from '@console/testing';
import { renderHomeScreen } from '../testing/home-screen-harness';

const step = (title: RegExp) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;
const progress = () => screen.getByRole('progressbar', { name: 'Steps completed' });

describe('HomeScreen', () => {
  it('shows a loading state, then the three steps of a new account, none done', async () => {
    await renderHomeScreen();
    expect(screen.getByRole('status', { name: 'Loading your progress…' })).toBeInTheDocument();
    expect(await screen.findByText('0 of 3 steps done', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Marija')).toBeInTheDocument();
    expect(screen.getByText('Complete the steps before you launch your new digital employee.')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Answer at least 3 questions in every language, not done yet',
      'Add at least 3 products in every language, not done yet',
      'Edit your personal details, not done yet',
    ]);
    expect(within(step(/^Answer at least 3 questions/)).getByText('0 of 3 answered in every language')).toBeInTheDocument();
    expect(within(step(/^Add at least 3 products/)).getByText('0 of 3 written in every language')).toBeInTheDocument();
    expect(within(step(/^Edit your personal details/)).getByText('Not edited yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Answer questions' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Add products' })).toHaveAttribute('href', '/products/cards');
    expect(screen.getByRole('link', { name: 'Edit personal details' })).toHaveAttribute('href', '/settings#personal');
    expect(screen.queryByRole('heading', { name: 'Ready to launch' })).not.toBeInTheDocument();
  });

  it('counts live from the data, step by step, until it is ready to launch', async () => {
    const home = await renderHomeScreen();
    await screen.findByText('0 of 3 steps done', {}, { timeout: 5_000 });

    await home.answer('q1');
    await home.answer('q2');
    // An imported default answer is not the bank's own yet, so it does not count.
    await home.answer('q3', 'default');
    expect(await within(step(/^Answer at least 3 questions/)).findByText('2 of 3 answered in every language')).toBeInTheDocument();
    await home.answer('q3');
    expect(await within(step(/^Answer at least 3 questions/)).findByText('3 of 3 answered in every language')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Answer at least 3 questions in every language, done' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByText('1 of 3 steps done')).toBeInTheDocument();

    await home.addProduct('cards', 'Visa Classic');
    await home.addProduct('loans', 'Home loan');
    expect(await within(step(/^Add at least 3 products/)).findByText('2 of 3 written in every language')).toBeInTheDocument();
    await home.addProduct('deposits', 'Savings plus');
    expect(await screen.findByText('2 of 3 steps done')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '2');

    await saveAccount({
      backend: home.backend,
      uid: TEST_USER.uid,
      changes: { profile: { name: 'Marija', surname: 'Stojanova', company: 'Demo Banka', language: 'en' } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ready to launch' })).toBeInTheDocument();
    expect(screen.getByText('All 3 steps done')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '3');
    expect(within(step(/^Edit your personal details/)).getByText('Edited')).toBeInTheDocument();
  });

  it('counts one readiness for the bank: answers in every language, products once written in all three', async () => {
    const home = await renderHomeScreen({ language: 'mk' });
    await screen.findByText('Завршени 0 од 3 чекори', {}, { timeout: 5_000 });
    for (const id of ['q1', 'q2', 'q3']) await home.answer(id, 'bank', ['mk', 'en']);
    await home.addProduct('cards', 'Visa Classic', ['mk']);
    const answers = await screen.findByText('По јазик: македонски 3 · англиски 3 · албански 0');
    expect(within(answers.closest('li') as HTMLElement).getByText('0 од 3 одговорени на секој јазик')).toBeInTheDocument();
    expect(await screen.findByText('По јазик: македонски 1 · англиски 0 · албански 0')).toBeInTheDocument();
    expect(screen.getByText('1 производ што клиентите го гледаат сѐ уште не е напишан на сите јазици.')).toBeInTheDocument();
    for (const id of ['q1', 'q2', 'q3']) await home.answer(id, 'bank', ['sq']);
    expect(await screen.findByText('Завршени 1 од 3 чекори')).toBeInTheDocument();
  });

  it('caps each step at its target', async () => {
    const home = await renderHomeScreen();
    await screen.findByText('0 of 3 steps done', {}, { timeout: 5_000 });
    for (const id of ['q1', 'q2', 'q3', 'q4']) await home.answer(id);
    await waitFor(() => expect(within(step(/^Answer at least 3 questions/)).getByText('3 of 3 answered in every language')).toBeInTheDocument());
  });

  it('does not call the products done while one customers see is written in one language only', async () => {
    const home = await renderHomeScreen();
    await screen.findByText('0 of 3 steps done', {}, { timeout: 5_000 });
    for (const name of ['Visa Classic', 'Visa Gold', 'Mastercard']) await home.addProduct('cards', name);
    expect(await screen.findByText('1 of 3 steps done')).toBeInTheDocument();
    await home.addProduct('cards', 'Visa Student', ['mk']);
    const products = step(/^Add at least 3 products/);
    expect(await within(products).findByText('1 product your customers see is not written in every language yet.')).toBeInTheDocument();
    expect(within(products).getByText('3 of 3 written in every language')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 steps done')).toBeInTheDocument();
  });

  it('speaks Albanian', async () => {
    await renderHomeScreen({ language: 'sq' });
    expect(await screen.findByText('0 nga 3 hapa të përfunduar', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Përfundoni hapat para se ta vini asistentin në punë.')).toBeInTheDocument();
  });
});
