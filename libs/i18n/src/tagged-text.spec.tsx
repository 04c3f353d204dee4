import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { taggedText } from './tagged-text';

describe('a translated sentence with tagged parts', () => {
  it('draws each tagged part with its element, and the rest as text', () => {
    const open = vi.fn();
    render(<p>{taggedText('Се согласувам со <terms>условите</terms> и <privacy>политиката</privacy>', { terms: <button type="button" onClick={open} />, privacy: <button type="button" /> })}</p>);
    expect(screen.getByRole('paragraph').textContent).toBe('Се согласувам со условите и политиката');
    screen.getByRole('button', { name: 'условите' }).click();
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'политиката' })).toBeTruthy();
  });

  it('puts an element in place of a self-closing tag, and leaves a tag it does not know as text', () => {
    render(<p>{taggedText('Choose a new password for <email/>. <b>x</b>', { email: <strong>ana@bank.example</strong> })}</p>);
    expect(screen.getByRole('paragraph').textContent).toBe('Choose a new password for ana@bank.example. <b>x</b>');
    expect(screen.getByText('ana@bank.example').tagName).toBe('STRONG');
  });
});
