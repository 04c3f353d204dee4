import type { UnansweredQuestion } from '@console/assistant-contract';
import type { Locale } from '@console/locale';
import { foldForSearch } from '@console/search-text';

/**
 * One question the assistant could not answer, with how often it was asked in the period, how many of
 * those times it answered and the customer said it was not what they asked, and the ids of the documents.
 */
export type UnansweredSummary = { question: string; locale: Locale; count: number; notWhatAsked: number; lastDay: string; ids: string[] };

/**
 * The unanswered questions grouped per language by their folded text (case, accents, spacing and
 * punctuation aside), most asked first; each shows the wording customers used most.
 */
export function summariseUnanswered(questions: ReadonlyArray<UnansweredQuestion & { id?: string }>): UnansweredSummary[] {
  const groups = new Map<string, { locale: Locale; count: number; notWhatAsked: number; lastDay: string; wordings: Map<string, number>; ids: string[] }>();
  for (const { id, question, locale, day, answeredWith } of questions) {
    const key = `${locale}\u0000${foldForSearch(question)}`;
    const group = groups.get(key) ?? { locale, count: 0, notWhatAsked: 0, lastDay: day, wordings: new Map<string, number>(), ids: [] };
    group.count += 1;
    if (answeredWith) group.notWhatAsked += 1;
    if (id) group.ids.push(id);
    if (day > group.lastDay) group.lastDay = day;
    const wording = question.trim();
    group.wordings.set(wording, (group.wordings.get(wording) ?? 0) + 1);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ locale, count, notWhatAsked, lastDay, wordings, ids }) => ({
      question: [...wordings].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0]?.[0] ?? '',
      locale,
      count,
      notWhatAsked,
      lastDay,
      ids,
    }))
    .sort((a, b) => b.count - a.count || b.lastDay.localeCompare(a.lastDay) || a.question.localeCompare(b.question));
}
