import { describe, expect, it } from 'vitest';
import { messageFor } from './testing/validation-result';
import { requiredTextRule } from './basic-rules';
import { maxLengthMessage, optionalTextRule } from './length-rules';
import { messageWithValues, parseValidationMessage } from './message-values';

describe('text length', () => {
  it('accepts a text exactly at the limit and refuses one character more, naming the limit', async () => {
    expect(await messageFor(optionalTextRule(5), 'abcde')).toBeNull();
    expect(await messageFor(optionalTextRule(5), 'abcdef')).toBe('forms:validation.maxLength?max=5');
    expect(await messageFor(requiredTextRule(5), 'abcde')).toBeNull();
    expect(await messageFor(requiredTextRule(5), 'abcdef')).toBe(maxLengthMessage(5));
  });

  it('measures the trimmed text, which is what the forms save', async () => {
    expect(await messageFor(optionalTextRule(5), '  abcde  ')).toBeNull();
    expect(optionalTextRule(5).cast('  abcde  ')).toBe('abcde');
  });

  it('lets an optional text stay empty and still requires a required one', async () => {
    expect(await messageFor(optionalTextRule(5), '')).toBeNull();
    expect(await messageFor(requiredTextRule(5), '   ')).toBe('forms:validation.required');
  });

  it('has no limit unless given one', async () => {
    expect(await messageFor(requiredTextRule(), 'a'.repeat(10_000))).toBeNull();
  });
});

describe('messages with values', () => {
  it('carry the values after the key and give them back', () => {
    expect(messageWithValues('forms:validation.maxLength', { max: 200 })).toBe('forms:validation.maxLength?max=200');
    expect(parseValidationMessage('forms:validation.maxLength?max=200')).toEqual({ key: 'forms:validation.maxLength', values: { max: '200' } });
  });

  it('leave a plain key as it is', () => {
    expect(parseValidationMessage('forms:validation.required')).toEqual({ key: 'forms:validation.required', values: {} });
  });
});
