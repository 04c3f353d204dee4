import { describe, expect, it } from 'vitest';
import type { PublishedFaq } from '@console/assistant-contract';
import { MAX_ANSWER_LENGTH } from '@console/faq-data';
import { jsonBytes, splitIntoParts } from './split-parts';

/** Firestore's limit for one document. */
const ONE_MIB = 1_048_576;

/** An answer at the editor's maximum length in Cyrillic, two bytes a letter in UTF-8. */
const longFaq = (id: number): PublishedFaq => ({
  id: `faq-${id}`,
  question: 'Како да ја блокирам изгубената картичка? '.repeat(3),
  variants: Array.from({ length: 10 }, (_, index) => `изгубив ја картичката, што да правам сега ${index}`),
  answer: 'Ж'.repeat(MAX_ANSWER_LENGTH),
  category: 'Cards',
  top: id % 5 === 0,
  attachments: Array.from({ length: 5 }, (_, index) => ({ name: `ценовник-${index}.pdf`, url: `https://files.example/${'x'.repeat(200)}`, contentType: 'application/pdf', size: 1000 })),
});

describe('splitIntoParts', () => {
  it('holds a bank that answered 300 questions at the maximum length, every part under 1 MiB, nothing lost', () => {
    const faqs = Array.from({ length: 300 }, (_, index) => longFaq(index));
    const parts = splitIntoParts('mk', faqs, []);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(jsonBytes(part)).toBeLessThan(ONE_MIB * 0.7);
    expect(parts.flatMap((part) => part.faqs.map((faq) => faq.id))).toEqual(faqs.map((faq) => faq.id));
  });

  it('keeps a small bank in one part, and an empty one in one empty part', () => {
    expect(splitIntoParts('en', [longFaq(1)], [])).toHaveLength(1);
    expect(splitIntoParts('en', [], [])).toEqual([{ locale: 'en', faqs: [], products: [] }]);
  });

  it('refuses an item that no part could hold', () => {
    expect(() => splitIntoParts('mk', [longFaq(1)], [], 1000)).toThrow(/does not fit/);
  });
});
