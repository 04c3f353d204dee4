import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@console/testing';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('is a labelled, described text box of several lines that reports what is typed and its error', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<TextAreaField label="Consent" hint="Shown in the chat" error="Too long" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Consent' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription(/Shown in the chat/);
    expect(box).toHaveAccessibleDescription(/Too long/);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.setup().type(box, 'I agree.');
    expect(onChange).toHaveBeenCalled();
  });
});
