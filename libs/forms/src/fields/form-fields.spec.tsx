import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { LanguageCode } from '@console/i18n';
import { renderWithProviders } from '@console/testing';
import { RegistrationExample, type RegistrationValues } from '../examples/RegistrationExample';

async function renderForm(language: LanguageCode = 'en', submitError?: string) {
  const onSubmit = vi.fn<(values: RegistrationValues) => void>();
  const { unmount, user } = await renderWithProviders(<RegistrationExample onSubmit={(values) => onSubmit(values)} submitError={submitError} />, { language });
  return { onSubmit, unmount, user };
}

const submit = () => screen.getByRole('button', { name: 'Create account' });

describe('form fields bound to formik', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('shows no errors before the user has done anything', async () => {
    await renderForm();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter your e-mail address')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('submitted empty, puts a translated message next to each field and does not submit', async () => {
    const { user, onSubmit } = await renderForm();
    await user.click(submit());

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Enter your e-mail address'));
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription('Field required');
    expect(screen.getByRole('combobox', { name: 'Customer type' })).toHaveAccessibleDescription('Field required');
    expect(screen.getByLabelText(/^Password/u)).toHaveAccessibleDescription('Field required');
    expect(screen.getByLabelText(/^Repeat password/u)).toHaveAccessibleDescription('Field required');
    expect(screen.getByLabelText(/Assistant photo/u)).toHaveAccessibleDescription(expect.stringContaining('Image is required'));
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('You must agree to the terms of use and the privacy policy');
    for (const field of [screen.getByRole('textbox', { name: 'E-mail' }), screen.getByRole('checkbox')]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the 7 marked fields.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed after a failed submit', async () => {
    const { user, onSubmit } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@bank');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Stopanska banka');
    await user.click(submit());

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Invalid e-mail address'));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@bank');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Stopanska banka');
    expect(screen.getByRole('textbox', { name: 'Company' })).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows an error once the user leaves a field, not while typing in the first one', async () => {
    const { user } = await renderForm();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'ana');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid e-mail address'));
  });

  it('says when the passwords do not match, and that a short one is too short', async () => {
    const { user } = await renderForm();
    await user.type(screen.getByLabelText(/^Password/u), 'abc');
    await user.type(screen.getByLabelText(/^Repeat password/u), 'abd');
    await user.click(submit());

    await waitFor(() => expect(screen.getByLabelText(/^Repeat password/u)).toHaveAccessibleDescription('Passwords do not match'));
    expect(screen.getByLabelText(/^Password/u)).toHaveAccessibleDescription('Password must have at least 6 characters');
  });

  it('refuses to go on while the agreement is not ticked, and goes on once it is', async () => {
    const { user, onSubmit } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), ' ana@bank.mk ');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Stopanska banka');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer type' }), 'corporate');
    await user.type(screen.getByLabelText(/^Password/u), 'Kestrel-42');
    await user.type(screen.getByLabelText(/^Repeat password/u), 'Kestrel-42');
    const photo = new File(['png'], 'avatar.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Assistant photo/u), photo);
    await user.click(submit());

    const agree = screen.getByRole('checkbox', { name: 'I agree to the terms of use and the privacy policy' });
    await waitFor(() => expect(agree).toHaveAccessibleDescription('You must agree to the terms of use and the privacy policy'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked field.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(agree);
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      email: 'ana@bank.mk',
      company: 'Stopanska banka',
      customerType: 'corporate',
      password: 'Kestrel-42',
      photo,
      agree: true,
    });
    expect(agree).not.toHaveAttribute('aria-invalid');
  });

  it('shows a submit error from the caller as an alert', async () => {
    await renderForm('en', 'This e-mail is already in use');
    expect(screen.getByRole('alert')).toHaveTextContent('This e-mail is already in use');
  });

  it('speaks Macedonian and Albanian', async () => {
    const mk = await renderForm('mk');
    await mk.user.click(submit());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Внесете ја вашата е-пошта'));
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription('Полето е задолжително');
    expect(screen.getByRole('alert')).toHaveTextContent('Поправете ги означените полиња (7).');
    mk.unmount();

    const sq = await renderForm('sq');
    await sq.user.type(screen.getByLabelText(/^Password/u), 'abc');
    await sq.user.click(submit());
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/u)).toHaveAccessibleDescription('Fjalëkalimi duhet të ketë të paktën 6 karaktere'),
    );
  });
});
