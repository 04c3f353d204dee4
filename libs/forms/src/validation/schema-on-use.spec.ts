import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { schemaOnUse } from './schema-on-use';

const schema = object({ email: string().required('required').email('email'), name: string().required('required') });

describe('a schema loaded when the form first validates', () => {
  it('gives each invalid field its first message, as a validation schema would', async () => {
    const validate = schemaOnUse<{ email: string; name: string }>(async () => schema);
    await expect(validate({ email: 'not-an-address', name: '' })).resolves.toEqual({ email: 'email', name: 'required' });
    await expect(validate({ email: 'ana@bank.example', name: 'Ана' })).resolves.toEqual({});
  });

  it('is not fetched before the form validates', async () => {
    const load = vi.fn(async () => schema);
    const validate = schemaOnUse<{ email: string; name: string }>(load);
    expect(load).not.toHaveBeenCalled();
    await validate({ email: '', name: '' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands back the results in the order the form asked, so that the latest values have the last word', async () => {
    const validate = schemaOnUse<{ email: string; name: string }>(async () => schema);
    const arrived: string[] = [];
    // As when typed values are put back at once: first the e-mail (the name still empty), then the name.
    const first = validate({ email: 'ana@bank.example', name: '' }).then(() => arrived.push('first'));
    const second = validate({ email: 'ana@bank.example', name: 'Ана' }).then(() => arrived.push('second'));
    await Promise.all([first, second]);
    expect(arrived).toEqual(['first', 'second']);
  });

  it('lets a failure that is not a validation message reach the form', async () => {
    const validate = schemaOnUse<{ email: string }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(validate({ email: '' })).rejects.toThrow('Failed to fetch');
  });
});
