import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { monthlyInstalment } from '@console/assistant-engine';
import { formatMoney } from '@console/numbers';
import { Chat } from './Chat';
import { publishedFixture } from './testing/published-fixture';

const renderChat = (locale: 'mk' | 'en' | 'sq' = 'mk', onClose = vi.fn(), onQuestion = vi.fn()) =>
  render(<Chat published={publishedFixture()} locale={locale} photoUrl={null} openedAt={1} onClose={onClose} onQuestion={onQuestion} />);

const replies = () => within(screen.getByRole('log')).getAllByRole('listitem');

/** Types a message into the field named `field` and waits until the chat has answered it. */
async function ask(user: ReturnType<typeof userEvent.setup>, field: string | RegExp, message: string) {
  await user.type(screen.getByRole('textbox', { name: field }), `${message}{Enter}`);
  await waitFor(() => expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'false'));
}

describe('Chat', () => {
  beforeEach(() => localStorage.clear());

  it('greets in the page language, offers the top questions and puts the focus in the question field', () => {
    renderChat('mk');
    expect(screen.getByRole('dialog', { name: 'Весна' })).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveTextContent('Добар ден! Јас сум Весна, дигиталниот асистент на Демо Банка.');
    expect(within(screen.getByRole('navigation', { name: 'Најчести прашања' })).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Вашето прашање' })).toHaveFocus();
  });

  it("names Google's terms, with their links, only where App Check runs reCAPTCHA in the frame", () => {
    const { unmount } = renderChat('en');
    expect(screen.queryByText(/protected by reCAPTCHA/)).not.toBeInTheDocument();
    unmount();
    render(<Chat published={publishedFixture()} locale="sq" photoUrl={null} openedAt={1} onClose={vi.fn()} recaptcha />);
    expect(screen.getByText(/mbrohet nga reCAPTCHA/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Politika e privatësisë' })).toHaveAttribute('href', 'https://policies.google.com/privacy');
    expect(screen.getByRole('link', { name: 'Kushtet e shërbimit' })).toHaveAttribute('href', 'https://policies.google.com/terms');
  });

  it("answers a question typed in Latin letters with the bank's answer, and a product with its figures", async () => {
    const user = userEvent.setup();
    renderChat('mk');
    await ask(user, 'Вашето прашање', 'ja izgubiv karticata');
    expect(replies().at(-1)).toHaveTextContent('Јавете ни се веднаш на +389 2 3200 200');
    await ask(user, 'Вашето прашање', 'brza gotovina');
    const card = within(replies().at(-1) as HTMLElement).getByRole('article', { name: 'Брза готовина' });
    expect(card).toHaveTextContent('30.000–900.000 ден.');
    expect(card).toHaveTextContent('6,5–8,9 %');
    // The effective rate (ЕКС) beside the nominal one, as an offer must state it.
    const effective = within(card).getByText('Ефективна каматна стапка (ЕКС)');
    expect(effective.nextElementSibling).toHaveTextContent('7,42 %');
    expect(within(card).getByRole('link', { name: 'Повеќе за Брза готовина на нашата веб-страница' })).toHaveAttribute('href', 'https://demobanka.example/krediti/brza-gotovina');
  });

  it("calculates a loan's monthly instalment at the highest rate it quotes, within its own limits, the term of a long loan in years", async () => {
    const user = userEvent.setup();
    renderChat('en');
    await ask(user, 'Your question', 'fast cash loan');
    const calculator = within(replies().at(-1) as HTMLElement).getByRole('group', { name: 'Instalment calculator' });
    const amount = within(calculator).getByRole('slider', { name: /^Loan amount/ });
    const term = within(calculator).getByRole('slider', { name: /^Repayment term/ });
    expect(amount).toHaveAttribute('min', '30000');
    expect(amount).toHaveAttribute('max', '900000');
    // 12 to 96 months: chosen in years, starting at five.
    expect(term).toHaveAttribute('min', '1');
    expect(term).toHaveAttribute('max', '8');
    expect(term).toHaveAttribute('aria-valuetext', '5 years');
    fireEvent.change(amount, { target: { value: '300000' } });
    fireEvent.change(term, { target: { value: '3' } });
    expect(term).toHaveAttribute('aria-valuetext', '3 years');
    // The loan quotes 6.5–8.9 %: the estimate does not promise the best case.
    expect(within(calculator).getByRole('status').textContent).toBe(formatMoney(Math.round(monthlyInstalment(300_000, 8.9, 36)), 'MKD', 'en'));
    expect(calculator).toHaveTextContent('At 8.9% a year');
  });

  it('lets the customer type the amount and the term in years, and keeps both within the loan’s limits', async () => {
    const user = userEvent.setup();
    renderChat('en');
    await ask(user, 'Your question', 'fast cash loan');
    const calculator = within(replies().at(-1) as HTMLElement).getByRole('group', { name: 'Instalment calculator' });
    const amount = within(calculator).getByRole('textbox', { name: 'Or type the amount in MKD' });
    const term = within(calculator).getByRole('textbox', { name: 'Or type the term in years' });
    await user.clear(amount);
    await user.type(amount, '250,000');
    await user.clear(term);
    await user.type(term, '4');
    expect(within(calculator).getByRole('slider', { name: /^Loan amount/ })).toHaveValue('250000');
    expect(within(calculator).getByRole('status').textContent).toBe(formatMoney(Math.round(monthlyInstalment(250_000, 8.9, 48)), 'MKD', 'en'));
    // Past the loan's limits: its longest term and its highest amount, shown once the field is left.
    await user.clear(term);
    await user.type(term, '30');
    await user.clear(amount);
    await user.type(amount, '5000000');
    await user.tab();
    expect(term).toHaveValue('8');
    expect(amount).toHaveValue('900,000');
    expect(within(calculator).getByRole('status').textContent).toBe(formatMoney(Math.round(monthlyInstalment(900_000, 8.9, 96)), 'MKD', 'en'));
  });

  it('says when it has no answer, with the bank’s phone, in the language the customer switched to', async () => {
    const user = userEvent.setup();
    const onQuestion = vi.fn();
    renderChat('mk', vi.fn(), onQuestion);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Јазик' }), 'sq');
    await ask(user, 'Pyetja juaj', 'a mund te blej bitcoin');
    expect(replies().at(-1)).toHaveTextContent('Për këtë pyetje ende nuk kam përgjigje.');
    expect(within(replies().at(-1) as HTMLElement).getByRole('link', { name: 'Na telefononi në +389 2 3200 200' })).toHaveAttribute('href', 'tel:+38923200200');
    // Counted for the bank's dashboard as an unanswered question in Albanian.
    expect(onQuestion).toHaveBeenCalledWith('sq', false, 'a mund te blej bitcoin');
  });

  it('answers a message written in another of its languages in that language, says so, and offers the way back', async () => {
    const user = userEvent.setup();
    const onQuestion = vi.fn();
    renderChat('mk', vi.fn(), onQuestion);
    await ask(user, 'Вашето прашање', 'how do I block my lost card');
    const notice = replies().at(-2) as HTMLElement;
    expect(notice).toHaveTextContent("I'll go on in English.");
    expect(replies().at(-1)).toHaveTextContent('Call us right away on +389 2 3200 200');
    expect(onQuestion).toHaveBeenCalledWith('en', true, 'how do I block my lost card');
    // Everything is English now, the field's name too; the way back is written in Macedonian.
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Назад на македонски' }));
    expect(screen.getByRole('textbox', { name: 'Вашето прашање' })).toBeInTheDocument();
  });

  it("names the assistant and the bank as they are written in the conversation's language", async () => {
    const user = userEvent.setup();
    renderChat('mk');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Весна');
    expect(replies()[0]).toHaveTextContent(/Весна.*Демо Банка/u);
    await ask(user, 'Вашето прашање', 'how do I block my lost card');
    // In English the fixture has no name of its own: the main name stands.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vesna');
    expect(replies()[0]).toHaveTextContent(/Vesna.*Demo Banka/u);
  });

  it('lets the customer say an answer was not what they asked: the bank is told, and the chat offers its phone instead', async () => {
    const user = userEvent.setup();
    const onNotWhatIAsked = vi.fn();
    render(<Chat published={publishedFixture()} locale="en" photoUrl={null} openedAt={1} onClose={vi.fn()} onNotWhatIAsked={onNotWhatIAsked} />);
    await ask(user, 'Your question', 'someone stole my wallet with my card in it');
    expect(replies().at(-1)).toHaveTextContent('Call us right away on +389 2 3200 200');
    await user.click(within(replies().at(-1) as HTMLElement).getByRole('button', { name: 'Not what I asked' }));
    expect(onNotWhatIAsked).toHaveBeenCalledWith('en', 'someone stole my wallet with my card in it', 'cards-block');
    expect(replies().at(-1)).toHaveTextContent("I don't have an answer to that yet.");
    expect(within(replies().at(-1) as HTMLElement).getByRole('link', { name: 'Call us on +389 2 3200 200' })).toHaveAttribute('href', 'tel:+38923200200');
    // Only the last answer can be disowned, once.
    expect(screen.queryByRole('button', { name: 'Not what I asked' })).not.toBeInTheDocument();
  });

  it('answers a suggested question when it is picked', async () => {
    const user = userEvent.setup();
    renderChat('en');
    await user.click(screen.getByRole('button', { name: 'How do I open a personal account?' }));
    expect(replies().at(-1)).toHaveTextContent('With your ID card, at any branch, in 15 minutes.');
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    renderChat('en', onClose);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Chat: leaving a contact', () => {
  beforeEach(() => localStorage.clear());

  it("sends a loan request with the calculator's amount and term, after saying what is missing without losing what was typed", async () => {
    const user = userEvent.setup();
    const onLead = vi.fn(async () => undefined);
    render(<Chat published={publishedFixture()} locale="en" photoUrl={null} openedAt={1} onClose={vi.fn()} onLead={onLead} />);
    await ask(user, 'Your question', 'fast cash loan');
    const card = within(replies().at(-1) as HTMLElement).getByRole('article', { name: 'Fast Cash' });
    fireEvent.change(within(card).getByRole('slider', { name: /^Loan amount/ }), { target: { value: '300000' } });
    fireEvent.change(within(card).getByRole('slider', { name: /^Repayment term/ }), { target: { value: '3' } });
    await user.click(within(card).getByRole('button', { name: 'Leave your contact' }));

    const form = screen.getByRole('form', { name: "We'll get back to you" });
    expect(within(form).getByRole('textbox', { name: 'Amount you have in mind (MKD)' })).toHaveValue('300,000');
    expect(form).toHaveTextContent('Repayment term: 3 years');
    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Marko');
    await user.type(within(form).getByRole('textbox', { name: 'Phone or e-mail' }), '070');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByRole('textbox', { name: 'Phone or e-mail' })).toHaveAccessibleDescription('Please write a phone number or an e-mail address.');
    expect(within(form).getByRole('checkbox')).toHaveAccessibleDescription('Please agree, so that we may contact you.');
    expect(within(form).getByRole('textbox', { name: 'Your name' })).toHaveValue('Marko');
    expect(onLead).not.toHaveBeenCalled();

    await user.type(within(form).getByRole('textbox', { name: 'Phone or e-mail' }), ' 123 456');
    await user.click(within(form).getByRole('checkbox', { name: /^I agree that Demo Banka contacts me/ }));
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(onLead).toHaveBeenCalledWith({ name: 'Marko', contact: '070 123 456', consent: true, consentText: expect.stringContaining('agree'), product: { id: 'loan-fast-cash', name: 'Fast Cash' }, amount: 300_000, termMonths: 36 }, 'en', 'MKD');
    expect(replies().at(-1)).toHaveTextContent('Thank you, Marko. Demo Banka will contact you soon.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('is the one form on screen while open, and gives the focus back to the question being typed when cancelled', async () => {
    const user = userEvent.setup();
    render(<Chat published={publishedFixture()} locale="en" photoUrl={null} openedAt={1} onClose={vi.fn()} onLead={vi.fn(async () => undefined)} />);
    await ask(user, 'Your question', 'can I buy bitcoin');
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'and a card?');
    await user.click(within(replies().at(-1) as HTMLElement).getByRole('button', { name: 'Leave your contact' }));
    expect(screen.getAllByRole('button', { name: 'Send' })).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = screen.getByRole('textbox', { name: 'Your question' });
    expect(question).toHaveFocus();
    expect(question).toHaveValue('and a card?');
  });

  it('keeps the form filled and says so when the request could not be sent', async () => {
    const user = userEvent.setup();
    const onLead = vi.fn(async () => Promise.reject(new Error('offline')));
    render(<Chat published={publishedFixture()} locale="en" photoUrl={null} openedAt={1} onClose={vi.fn()} onLead={onLead} />);
    await ask(user, 'Your question', 'can I buy bitcoin');
    await user.click(within(replies().at(-1) as HTMLElement).getByRole('button', { name: 'Leave your contact' }));
    const form = screen.getByRole('form', { name: "We'll get back to you" });
    expect(within(form).queryByRole('textbox', { name: /^Amount/ })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: 'Phone or e-mail' }), 'ana@primer.mk');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your request could not be sent. Please try again, or call us on +389 2 3200 200.');
    expect(within(form).getByRole('textbox', { name: 'Phone or e-mail' })).toHaveValue('ana@primer.mk');
  });

  it("asks for consent in the bank's own words where it gave them, in the customer's language", async () => {
    const user = userEvent.setup();
    const published = publishedFixture();
    published.head.bank.consent = { mk: 'Се согласувам според demobanka.mk/privatnost.', en: '', sq: 'Pranoj sipas demobanka.mk/privatesia.' };
    const { unmount } = render(<Chat published={published} locale="sq" photoUrl={null} openedAt={1} onClose={vi.fn()} />);
    await ask(user, /./, 'bitcoin');
    await user.click(within(replies().at(-1) as HTMLElement).getAllByRole('button').at(-1) as HTMLElement);
    expect(screen.getByRole('checkbox', { name: 'Pranoj sipas demobanka.mk/privatesia.' })).toBeInTheDocument();
    // The privacy address is a link the customer can open, in a new tab.
    expect(screen.getByRole('link', { name: 'demobanka.mk/privatesia' })).toHaveAttribute('href', 'https://demobanka.mk/privatesia');
    unmount();
    localStorage.clear();

    // No English text from the bank: the chat's own words.
    render(<Chat published={published} locale="en" photoUrl={null} openedAt={1} onClose={vi.fn()} />);
    await ask(user, 'Your question', 'can I buy bitcoin');
    await user.click(within(replies().at(-1) as HTMLElement).getByRole('button', { name: 'Leave your contact' }));
    expect(screen.getByRole('checkbox', { name: /^I agree that Demo Banka contacts me/ })).toBeInTheDocument();
  });

  it('starts a new conversation on request, gone from the browser too, and keeps none in the console\'s preview', async () => {
    const user = userEvent.setup();
    const first = renderChat('en');
    await ask(user, 'Your question', 'fast cash loan');
    expect(localStorage.getItem('tellr:conversation:fixture-0B5FFF')).toContain('fast cash loan');
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(replies()).toHaveLength(1);
    expect(localStorage.getItem('tellr:conversation:fixture-0B5FFF')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
    first.unmount();

    render(<Chat published={publishedFixture()} locale="en" photoUrl={null} openedAt={1} onClose={vi.fn()} keepConversation={false} />);
    await ask(user, 'Your question', 'fast cash loan');
    expect(localStorage.getItem('tellr:conversation:fixture-0B5FFF')).toBeNull();
  });

  it('leaves the question field alone on a touch screen, so that the keyboard does not cover the suggestions', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(pointer: coarse)', media: query } as MediaQueryList));
    renderChat('en');
    expect(screen.getByRole('textbox', { name: 'Your question' })).not.toHaveFocus();
    expect(matchMedia).toHaveBeenCalledWith('(pointer: coarse)');
  });
});
