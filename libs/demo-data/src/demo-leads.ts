import type { Channel, Lead } from '@console/assistant-contract';
import type { Locale } from '@console/locale';

/** A product of the demo bank a customer may ask to be contacted about, as a lead names it. */
export interface DemoLeadProduct {
  id: string;
  name: string;
  currency: string;
  /** A loan's amounts and terms (months), within which a customer's choice falls. */
  amounts?: { min: number; max: number };
  months?: { min: number; max: number };
}

/** What the demo's requests are made of, per language: the bank's loans, its other products, the consent its chat shows. */
export type DemoLeadSources = Record<Locale, { loans: DemoLeadProduct[]; others: DemoLeadProduct[]; consent: string }>;

const NAMES: Record<Locale, string[]> = {
  mk: ['Ана Стојанова', 'Марко Тодоровски', 'Елена Николовска', 'Бојан Трајковски', 'Ивана Димитрова', 'Дејан Јованов', 'Марија Ристовска', 'Никола Георгиев', 'Сара Илиевска', 'Филип Анѓеловски'],
  sq: ['Arben Krasniqi', 'Elira Berisha', 'Driton Shala', 'Blerta Gashi', 'Fatmir Hoxha', 'Lindita Rexhepi', 'Besnik Ademi', 'Mimoza Aliu'],
  en: ['Sarah Miller', 'James Wilson', 'Emma Taylor', 'David Brown', 'Olivia Clark', 'Daniel Moore'],
};

const pickFrom = <T>(random: () => number, values: readonly T[]): T | undefined => values[Math.floor(random() * values.length)];
const digits = (random: () => number, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** A phone number most of the time (as in the bank's real requests), an e-mail address under a reserved domain otherwise. */
function contactOf(random: () => number, name: string): string {
  const latin = /^[\p{Script=Latin}\s]+$/u.test(name);
  if (latin && random() < 0.35) return `${name.toLowerCase().replace(/\s+/g, '.').normalize('NFD').replace(/[^\w.]/g, '')}@example.com`;
  return `+389 7${digits(random, 1)} ${digits(random, 3)} ${digits(random, 3)}`;
}

/**
 * One customer's request to be contacted, as the chat stores it: about a loan (with the amount and the
 * term chosen in the calculator) two times in three, about another product or about nothing in
 * particular otherwise; at a working hour of `day`; handled by the bank unless it is from the last days.
 */
export function demoLead(random: () => number, sources: DemoLeadSources | undefined, at: { day: string; daysAgo: number; channel: Channel; locale: Locale }): Lead {
  const { loans, others, consent } = sources?.[at.locale] ?? { loans: [], others: [], consent: '' };
  const roll = random();
  const loan = roll < 0.65 ? pickFrom(random, loans) : undefined;
  const product = loan ?? (roll < 0.85 ? pickFrom(random, others) : undefined);
  const amount = loan?.amounts ? roundTo(loan.amounts.min + random() ** 2 * (loan.amounts.max - loan.amounts.min), 10_000) : null;
  const termMonths = loan?.months ? Math.max(loan.months.min, roundTo(loan.months.min + random() * (loan.months.max - loan.months.min), 12)) : null;
  const name = pickFrom(random, NAMES[at.locale]) ?? '';
  const minuteOfDay = (8 * 60 + Math.floor(random() * 10 * 60)) % (24 * 60);
  return {
    name,
    contact: contactOf(random, name),
    productId: product?.id ?? null,
    productName: product?.name ?? null,
    amount: amount && amount > 0 ? amount : null,
    termMonths,
    currency: product?.currency ?? 'MKD',
    locale: at.locale,
    channel: at.channel,
    // The working hours in the bank's zone are within the same day in UTC (Skopje is one or two hours ahead).
    createdAt: Date.parse(`${at.day}T00:00:00Z`) + minuteOfDay * 60_000 - 2 * 3_600_000,
    handled: at.daysAgo > 2 && random() < 0.92,
    consentText: consent,
  };
}
