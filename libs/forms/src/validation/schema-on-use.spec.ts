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

  it('answers a run overtaken by later values with the errors of those values', async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const validate = schemaOnUse<{ email: string; name: string }>(() => arrived.then(() => schema));
    // The schema is still on its way when the visitor fills the name in: the run on the empty name must
    // not show "required" once it arrives.
    const early = validate({ email: 'ana@bank.example', name: '' });
    const late = validate({ email: 'ana@bank.example', name: 'Ана' });
    release();
    await expect(early).resolves.toEqual({});
    await expect(late).resolves.toEqual({});
  });

  it('lets a failure that is not a validation message reach the form', async () => {
    const validate = schemaOnUse<{ email: string }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(validate({ email: '' })).rejects.toThrow('Failed to fetch');
  });
});
