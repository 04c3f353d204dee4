import { LEAD_EMAIL_PATTERN, LEAD_LIMITS, LEAD_PHONE_PATTERN, type Channel, type Lead } from '@console/assistant-contract';
import { SERVER_TIMESTAMP } from '@console/backend';
import { paths } from '@console/data-paths';
import type { Locale } from '@console/locale';
import type { EventCreate } from './chat-counters';

/** What a customer fills in to be contacted. */
export type LeadInput = {
  name: string;
  contact: string;
  consent: boolean;
  /** The words next to the consent box, as the customer read them (the bank's own or the chat's). */
  consentText: string;
  product: { id: string; name: string } | null;
  amount: number | null;
  /** For a loan: the repayment term chosen in the calculator, in months. */
  termMonths: number | null;
};

export type LeadProblem = 'name' | 'contact' | 'consent' | 'amount';

/** A phone number (at least six digits) or an e-mail address. */
export function isPhoneOrEmail(contact: string): boolean {
  const value = contact.trim();
  if (value.length === 0 || value.length > LEAD_LIMITS.contact) return false;
  return LEAD_EMAIL_PATTERN.test(value) || LEAD_PHONE_PATTERN.test(value);
}

/** What is wrong with a request, field by field; empty when it can be sent. */
export function leadProblems(input: LeadInput): LeadProblem[] {
  const problems: LeadProblem[] = [];
  const name = input.name.trim();
  if (name.length === 0 || name.length > LEAD_LIMITS.name) problems.push('name');
  if (!isPhoneOrEmail(input.contact)) problems.push('contact');
  if (!input.consent) problems.push('consent');
  if (input.amount !== null && (!Number.isFinite(input.amount) || input.amount <= 0 || input.amount > LEAD_LIMITS.amount)) problems.push('amount');
  return problems;
}

/** The request as stored for the bank; the caller has checked `leadProblems`. */
export function leadDocument(input: LeadInput, locale: Locale, channel: Channel, currency: string): Omit<Lead, 'createdAt'> & { createdAt: typeof SERVER_TIMESTAMP } {
  return {
    name: input.name.trim(),
    contact: input.contact.trim(),
    productId: input.product?.id ?? null,
    productName: input.product?.name.slice(0, LEAD_LIMITS.productName) ?? null,
    amount: input.amount === null ? null : Math.round(input.amount),
    // The calculator gives whole months within the loan's limits; anything else is not sent.
    termMonths: input.termMonths !== null && Number.isInteger(input.termMonths) && input.termMonths >= 1 && input.termMonths <= LEAD_LIMITS.termMonths ? input.termMonths : null,
    currency,
    locale,
    channel,
    createdAt: SERVER_TIMESTAMP,
    handled: false,
    consentText: input.consentText.trim().slice(0, LEAD_LIMITS.consentText),
  };
}

/** Stores a customer's request for the bank (customers may only create one). */
export function submitLead(create: EventCreate, mode: string, assistantId: string, lead: ReturnType<typeof leadDocument>): Promise<void> {
  return create(paths.leads(mode, assistantId), lead);
}
