import { asRecord } from '@console/plain-data';
import type { FaqAttachment, UserAnswer } from './faq-types';
import type { RawRecord } from './map-faq-question';


function mapAttachment(value: unknown): FaqAttachment | null {
  const record = asRecord(value);
  const { name, path, contentType, size } = record;
  if (typeof path !== 'string' || path.length === 0) return null;
  return {
    path,
    name: typeof name === 'string' && name ? name : (path.split('/').pop() ?? path),
    contentType: typeof contentType === 'string' ? contentType : '',
    size: typeof size === 'number' ? size : 0,
  };
}

/** Maps one answer record (specification section 3). */
export function mapUserAnswer({ id, data }: RawRecord): UserAnswer {
  if (typeof id !== 'string' || id.length === 0) throw new Error('Answer is missing an id parameter');
  const answer = asRecord(asRecord(data)['answer']);
  const attachments = Array.isArray(answer['attachments']) ? answer['attachments'] : [];
  return {
    id,
    answer: typeof answer['text'] === 'string' ? answer['text'] : '',
    attachments: attachments.map(mapAttachment).filter((item): item is FaqAttachment => item !== null),
    // Answers written before sources were recorded (the demo account's) were written by the bank.
    source: answer['source'] === 'default' ? 'default' : 'bank',
  };
}

export function mapUserAnswers(records: readonly RawRecord[]): UserAnswer[] {
  return records.map(mapUserAnswer);
}
