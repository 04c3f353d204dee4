import type { PublishedFaq, PublishedPart, PublishedProduct } from '@console/assistant-contract';
import type { PublishedAssistant } from '@console/assistant-contract';
import type { Locale } from '@console/locale';

const faq = (id: string, top: boolean, question: string, answer: string, variants: string[] = []): PublishedFaq => ({
  id,
  question,
  variants,
  answer,
  category: 'Cards',
  top,
  attachments: [],
});

const loan = (name: string, fees: string): PublishedProduct<'loans'> => ({
  id: 'loan-fast-cash',
  kind: 'loans',
  name,
  texts: { fees },
  fields: { category: 'PERSONAL', currency: 'MKD', minAmount: 30_000, maxAmount: 900_000, minDurationMonths: 12, maxDurationMonths: 96, fixedRate: { min: 6.5, max: 8.9 }, effectiveRate: 7.42 },
  photo: null,
  url: 'https://demobanka.example/krediti/brza-gotovina',
});

const content: Record<Locale, PublishedPart> = {
  mk: {
    locale: 'mk',
    faqs: [
      faq('cards-block', true, 'Како да блокирам изгубена или украдена картичка?', 'Јавете ни се веднаш на +389 2 3200 200 или блокирајте ја во Demo mBank.', ['ја изгубив картичката']),
      faq('account-open', true, 'Како да отворам лична сметка?', 'Со лична карта, во која било филијала, за 15 минути.'),
    ],
    products: [loan('Брза готовина', 'Без провизија за одобрување.')],
  },
  en: {
    locale: 'en',
    faqs: [
      faq('cards-block', true, 'How do I block a lost or stolen card?', 'Call us right away on +389 2 3200 200 or block it in Demo mBank.', ['lost my card']),
      faq('account-open', true, 'How do I open a personal account?', 'With your ID card, at any branch, in 15 minutes.'),
    ],
    products: [loan('Fast Cash', 'No approval fee.')],
  },
  sq: {
    locale: 'sq',
    faqs: [
      faq('cards-block', true, 'Si ta bllokoj një kartelë të humbur ose të vjedhur?', 'Na telefononi menjëherë në +389 2 3200 200 ose bllokojeni në Demo mBank.', ['kam humbur kartelën']),
      faq('account-open', true, 'Si të hap një llogari personale?', 'Me letërnjoftim, në çdo degë, për 15 minuta.'),
    ],
    products: [loan('Para të shpejta', 'Pa tarifë miratimi.')],
  },
};

/** A small published assistant in three languages, for the chat's tests and stories. */
export function publishedFixture(bubbleColor = '#0B5FFF'): PublishedAssistant {
  return {
    assistantId: `fixture-${bubbleColor.slice(1)}`,
    head: {
      version: 'v1',
      parts: ['v1-mk-0', 'v1-en-0', 'v1-sq-0'],
      publishedAt: Date.UTC(2026, 10, 24),
      assistant: { name: 'Vesna', names: { mk: 'Весна', en: '', sq: '' }, bubbleColor, photo: null },
      bank: { name: 'Demo Banka', names: { mk: 'Демо Банка', en: '', sq: '' }, phone: '+389 2 3200 200', location: 'Skopje' },
      allowedDomains: ['localhost'],
      timeZone: 'Europe/Skopje',
      currency: 'MKD',
    },
    parts: [content.mk, content.en, content.sq],
  };
}
