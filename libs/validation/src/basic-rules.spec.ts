import { describe, expect, it } from 'vitest';
import { messageFor } from './testing/validation-result';
import { agreementRule, requiredImageRule, requiredTextRule } from './basic-rules';

describe('required text', () => {
  it('refuses empty and blank values', async () => {
    expect(await messageFor(requiredTextRule(), '')).toBe('forms:validation.required');
    expect(await messageFor(requiredTextRule(), '   ')).toBe('forms:validation.required');
    expect(await messageFor(requiredTextRule(), undefined)).toBe('forms:validation.required');
  });

  it('accepts text and trims it', async () => {
    expect(await messageFor(requiredTextRule(), ' Stopanska banka ')).toBeNull();
    expect(requiredTextRule().cast(' Stopanska banka ')).toBe('Stopanska banka');
  });
});

describe('terms and privacy agreement', () => {
  it('must be ticked', async () => {
    expect(await messageFor(agreementRule(), false)).toBe('forms:validation.agreementRequired');
    expect(await messageFor(agreementRule(), undefined)).toBe('forms:validation.agreementRequired');
    expect(await messageFor(agreementRule(), true)).toBeNull();
  });
});

describe('required image', () => {
  it('accepts a chosen file or the URL of a saved image', async () => {
    const file = new File(['png'], 'avatar.png', { type: 'image/png' });
    expect(await messageFor(requiredImageRule(), file)).toBeNull();
    expect(await messageFor(requiredImageRule(), 'https://storage.example.com/avatar.png')).toBeNull();
  });

  it('says "Image is required" when there is none', async () => {
    expect(await messageFor(requiredImageRule(), null)).toBe('forms:validation.imageRequired');
    expect(await messageFor(requiredImageRule(), undefined)).toBe('forms:validation.imageRequired');
    expect(await messageFor(requiredImageRule(), '')).toBe('forms:validation.imageRequired');
    expect(await messageFor(requiredImageRule(), new File([], 'empty.png', { type: 'image/png' }))).toBe(
      'forms:validation.imageRequired',
    );
  });
});
