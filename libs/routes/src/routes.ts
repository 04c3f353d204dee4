/**
 * Every address of the console, in one place: the host's route table, the navigation guard, the
 * sidebar and every link read them from here. The specification fixes the first eleven; the others
 * are ours.
 */
export const ROUTES = {
  login: '/login',
  register: '/register',
  verifyEmailAddress: '/verify-email-address',
  emailVerified: '/email-verified',
  verificationSuccessful: '/verification-successful',
  forgotPassword: '/forgot-password',
  checkYourEmail: '/check-your-email',
  setNewPassword: '/set-new-password',
  passwordResetSuccessfully: '/password-reset-successfully',
  faq: '/faq',
  settings: '/settings',
  home: '/home',
  cards: '/products/cards',
  loans: '/products/loans',
  deposits: '/products/deposits',
  embed: '/embed',
  leads: '/leads',
  dashboard: '/dashboard',
  /** The local backend's mailbox; local builds only. */
  localMail: '/local-mail',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName];

/** Where the empty path and unknown paths lead (specification, section 2). */
export const DEFAULT_ROUTE = ROUTES.faq;

/** The part of the address the three product pages share; the sidebar marks Products on each. */
export const PRODUCTS_SECTION = '/products';

export type ProductRouteKind = 'cards' | 'loans' | 'deposits';

export function productRoute(kind: ProductRouteKind): RoutePath {
  return ROUTES[kind];
}

/** A section of the settings page, reached by its in-page anchor. */
export function settingsSection(anchor: string): string {
  return `${ROUTES.settings}#${anchor}`;
}

/** The FAQ page with its search box already filled in (the dashboard's unanswered questions lead there). */
export function faqSearch(text: string): string {
  return `${ROUTES.faq}?${new URLSearchParams({ search: text }).toString()}`;
}

/** The parameters of `ownQuestionFromMessage`: the customer's words and the language they wrote in. */
export const OWN_QUESTION_FROM_MESSAGE_PARAMS = { text: 'newQuestion', locale: 'newQuestionLanguage' } as const;

/**
 * The FAQ page opening a new question of the bank's own, started from a customer's message (the
 * dashboard's "This should be answered by…"): the words are its question in their language and its
 * first way of asking.
 */
export function ownQuestionFromMessage(text: string, locale: string): string {
  return `${ROUTES.faq}?${new URLSearchParams({ [OWN_QUESTION_FROM_MESSAGE_PARAMS.text]: text, [OWN_QUESTION_FROM_MESSAGE_PARAMS.locale]: locale }).toString()}`;
}

/** The embed page's live preview of the chat (Settings links there). */
export function embedPreview(): string {
  return `${ROUTES.embed}#preview`;
}

