/**
 * What anyone may write, a customer who is not signed in included: the chat's events (which the server
 * adds up into the counters), questions it could not answer, requests to be contacted, and websites that
 * framed the chat without being allowed. Nothing more than a real customer's chat could write.
 */
import { alice, bob, mode } from '../fixtures';
import type { TableGroup } from './table-case';
import { aliceAssistant, analyticsOf, assistantId, leadsOf } from './table-documents';
import { SERVER_TIMESTAMP, allows, customer, given, increment, merge, reads, refuses, remove, set, update } from './table-helpers';

const eventPath = `${analyticsOf()}/events/e1`;
const strangerEvent = `mode/${mode}/analytics/nobody/events/e1`;
const session = (changes = {}) => ({ kind: 'session', channel: 'web', locale: 'mk', dayGap: 'new', monthGap: 'new', createdAt: SERVER_TIMESTAMP, ...changes });
const question = (changes = {}) => ({ kind: 'question', channel: 'web', locale: 'sq', answered: true, first: true, createdAt: SERVER_TIMESTAMP, ...changes });
const leadEvent = (changes = {}) => ({ kind: 'lead', channel: 'web', locale: 'en', amount: 1_500_000, createdAt: SERVER_TIMESTAMP, ...changes });
const dayCounters = `${analyticsOf()}/days/2026-11-24_3`;
const monthCounters = `${analyticsOf()}/months/2026-11_3`;
const withAssistant = { given: aliceAssistant };

export const eventCases: TableGroup = {
  title: "the chat's events and the counters",
  writes: [
    allows(customer, 'a chat opened, by a first-time visitor', set(eventPath, session()), withAssistant),
    allows(customer, 'a chat opened again later the same day (no visit counted)', set(eventPath, session({ dayGap: null, monthGap: null })), withAssistant),
    allows(customer, 'a chat opened 12 days after the last visit, in the next month', set(eventPath, session({ dayGap: '12', monthGap: '1' })), withAssistant),
    allows(customer, 'a question answered', set(eventPath, question()), withAssistant),
    allows(customer, 'a question not answered', set(eventPath, question({ answered: false, first: false })), withAssistant),
    allows(customer, 'a request to be contacted about a loan', set(eventPath, leadEvent()), withAssistant),
    allows(customer, 'a request to be contacted, no amount', set(eventPath, leadEvent({ amount: null })), withAssistant),
    refuses(customer, 'an event of an assistant nobody published', set(strangerEvent, session())),
    ...['kept-leads', 'kept-unanswered'].map((counted) => refuses(customer, `resetting the day's count of ${counted} the server keeps`, set(`${analyticsOf()}/${counted}/2026-11-24`, { count: 0 }), withAssistant)),
    refuses(alice, "the owner resets the day's count of e-mailed requests", set(`mode/${mode}/leads/${assistantId}/mailDays/2026-11-24`, { count: 0 }), withAssistant),
    refuses(customer, 'an event the chat does not record', set(eventPath, session({ kind: 'purchase' })), withAssistant),
    refuses(customer, 'an event with a key the chat does not write', set(eventPath, session({ note: 'hello' })), withAssistant),
    refuses(customer, "an event with another kind's keys", set(eventPath, { ...question(), amount: 5 }), withAssistant),
    refuses(customer, 'an event of a channel the assistant does not have', set(eventPath, session({ channel: 'sms' })), withAssistant),
    refuses(customer, 'an event in a language the assistant does not speak', set(eventPath, session({ locale: 'de' })), withAssistant),
    refuses(customer, "an event dated by the customer's clock", set(eventPath, session({ createdAt: 1 })), withAssistant),
    refuses(customer, 'a visit gap of 0 days', set(eventPath, session({ dayGap: '0' })), withAssistant),
    refuses(customer, 'a visit gap longer than any period shown', set(eventPath, session({ dayGap: '1101' })), withAssistant),
    refuses(customer, 'a visit gap of 37 months', set(eventPath, session({ monthGap: '37' })), withAssistant),
    refuses(customer, 'a visit gap that is not a number', set(eventPath, session({ dayGap: 'x1' })), withAssistant),
    refuses(customer, 'an answered flag that is a text', set(eventPath, question({ answered: 'yes' })), withAssistant),
    refuses(customer, 'a loan amount over 100 million', set(eventPath, leadEvent({ amount: 100_000_001 })), withAssistant),
    refuses(customer, 'a negative loan amount', set(eventPath, leadEvent({ amount: -50 })), withAssistant),
    refuses(customer, 'a loan amount that is not whole', set(eventPath, leadEvent({ amount: 1.5 })), withAssistant),
    refuses(customer, 'changing an event', update(eventPath, { answered: false }), { given: [...aliceAssistant, given(eventPath, { ...question(), createdAt: 0 })] }),
    refuses(customer, 'deleting an event', remove(eventPath), { given: [...aliceAssistant, given(eventPath, { ...question(), createdAt: 0 })] }),
    // The counters are the server's to add up: a customer could otherwise wipe, lower or inflate them.
    refuses(customer, 'adding to the counters directly', merge(dayCounters, { day: '2026-11-24', counts: { sessions: { web: { mk: increment(1) } } } }), withAssistant),
    refuses(customer, 'lowering a counter', merge(dayCounters, { day: '2026-11-24', counts: { sessions: { web: { mk: increment(-50) } } } }), withAssistant),
    refuses(customer, "replacing a day's counters", set(dayCounters, { day: '2026-11-24', counts: {} }), withAssistant),
    refuses(customer, 'inflating the amount of loans asked for', merge(monthCounters, { month: '2026-11', counts: { leadsAmount: { web: { mk: increment(1e12) } } } }), withAssistant),
    refuses(alice, "the owner writes its own counters", merge(dayCounters, { day: '2026-11-24', counts: { leads: { web: { mk: increment(1000) } } } }), withAssistant),
  ],
  reads: [
    reads(alice, "the owner reads its assistant's counters", { doc: dayCounters }, true, withAssistant),
    reads(alice, "the owner lists its assistant's days", { list: `${analyticsOf()}/days` }, true, withAssistant),
    reads(bob, "a stranger reads the assistant's counters", { doc: dayCounters }, false, withAssistant),
    reads(customer, "a customer reads the assistant's counters", { doc: dayCounters }, false, withAssistant),
    reads(customer, 'a customer reads the events', { list: `${analyticsOf()}/events` }, false, withAssistant),
  ],
};

const unansweredPath = `${analyticsOf()}/unanswered/u1`;
const unanswered = (changes = {}) => ({ question: 'Дали имате кредит за студенти?', locale: 'mk', channel: 'web', day: '2026-11-24', ...changes });
const storedUnanswered = given(unansweredPath, unanswered());

export const unansweredCases: TableGroup = {
  title: 'questions the assistant could not answer',
  writes: [
    allows(customer, 'a question, its language, channel and day', set(unansweredPath, unanswered()), withAssistant),
    allows(customer, 'a question answered with an entry that was not what the customer asked', set(unansweredPath, unanswered({ answeredWith: 'cards-block' })), withAssistant),
    refuses(customer, 'an empty entry it was answered with', set(unansweredPath, unanswered({ answeredWith: ' ' })), withAssistant),
    refuses(customer, 'an entry id over 120 characters', set(unansweredPath, unanswered({ answeredWith: 'x'.repeat(121) })), withAssistant),
    refuses(customer, 'an entry that is not a text', set(unansweredPath, unanswered({ answeredWith: 7 })), withAssistant),
    refuses(customer, 'a question of an assistant nobody published', set(`mode/${mode}/analytics/nobody/unanswered/u1`, unanswered())),
    refuses(customer, 'a question over 300 characters', set(unansweredPath, unanswered({ question: 'x'.repeat(301) })), withAssistant),
    refuses(customer, 'an empty question', set(unansweredPath, unanswered({ question: ' ' })), withAssistant),
    refuses(customer, 'a key the chat does not write', set(unansweredPath, unanswered({ email: 'a@b.example' })), withAssistant),
    refuses(customer, 'a channel the assistant does not have', set(unansweredPath, unanswered({ channel: 'sms' })), withAssistant),
    refuses(customer, 'changing a question', update(unansweredPath, { question: 'x' }), { given: [...aliceAssistant, storedUnanswered] }),
    refuses(customer, 'deleting a question', remove(unansweredPath), { given: [...aliceAssistant, storedUnanswered] }),
    allows(alice, 'the owner deletes a question', remove(unansweredPath), { given: [...aliceAssistant, storedUnanswered] }),
    refuses(bob, 'a stranger deletes a question', remove(unansweredPath), { given: [...aliceAssistant, storedUnanswered] }),
  ],
  reads: [
    reads(alice, 'the owner lists them', { list: `${analyticsOf()}/unanswered` }, true, { given: [...aliceAssistant, storedUnanswered] }),
    reads(customer, 'a customer lists them', { list: `${analyticsOf()}/unanswered` }, false, { given: [...aliceAssistant, storedUnanswered] }),
  ],
};

const leadPath = `${leadsOf()}/lead-1`;
const lead = (changes = {}) => ({
  name: 'Марко Марковски',
  contact: '070 123 456',
  productId: 'loan-1',
  productName: 'Станбен кредит',
  amount: 1_500_000,
  termMonths: 240,
  currency: 'MKD',
  locale: 'mk',
  channel: 'web',
  createdAt: SERVER_TIMESTAMP,
  handled: false,
  consentText: 'Се согласувам Демо Банка да ме контактира за ова барање.',
  ...changes,
});
const storedLead = given(leadPath, lead({ createdAt: 0 }));

export const leadCases: TableGroup = {
  title: 'requests to be contacted',
  writes: [
    allows(customer, 'a request about a loan, with a phone number', set(leadPath, lead()), withAssistant),
    allows(customer, 'a request about nothing in particular, with an e-mail address', set(leadPath, lead({ contact: 'marko@example.com', productId: null, productName: null, amount: null, termMonths: null })), withAssistant),
    allows(customer, 'a request as the chat wrote it before it sent the term', set(leadPath, (({ termMonths: _term, ...rest }) => rest)(lead())), withAssistant),
    refuses(customer, 'a term of no months', set(leadPath, lead({ termMonths: 0 })), withAssistant),
    refuses(customer, 'a term over 50 years', set(leadPath, lead({ termMonths: 601 })), withAssistant),
    refuses(customer, 'a term that is not whole months', set(leadPath, lead({ termMonths: 1.5 })), withAssistant),
    refuses(customer, 'a term written as text', set(leadPath, lead({ termMonths: '240' })), withAssistant),
    refuses(customer, 'a request to an assistant nobody published', set(`mode/${mode}/leads/nobody/items/lead-1`, lead())),
    refuses(customer, 'a contact that is neither a phone number nor an e-mail address', set(leadPath, lead({ contact: 'call me' })), withAssistant),
    refuses(customer, 'a currency the console does not know', set(leadPath, lead({ currency: 'ab' })), withAssistant),
    refuses(customer, 'a request already marked handled', set(leadPath, lead({ handled: true })), withAssistant),
    refuses(customer, "a request dated by the customer's clock", set(leadPath, lead({ createdAt: 1 })), withAssistant),
    refuses(customer, 'an amount over 100 million', set(leadPath, lead({ amount: 100_000_001 })), withAssistant),
    refuses(customer, 'a name over 120 characters', set(leadPath, lead({ name: 'x'.repeat(121) })), withAssistant),
    refuses(customer, 'a name with a line break (it goes into the subject of an e-mail)', set(leadPath, lead({ name: 'Марко\nBcc: someone@example.com' })), withAssistant),
    refuses(customer, 'a key the chat does not write', set(leadPath, lead({ note: 'x' })), withAssistant),
    refuses(customer, 'a request without the words of the consent given', set(leadPath, lead({ consentText: '' })), withAssistant),
    refuses(customer, 'changing a request', update(leadPath, { handled: true }), { given: [...aliceAssistant, storedLead] }),
    allows(alice, 'the owner marks a request handled', update(leadPath, { handled: true }), { given: [...aliceAssistant, storedLead] }),
    refuses(alice, 'the owner changes what the customer wrote', update(leadPath, { name: 'Someone else' }), { given: [...aliceAssistant, storedLead] }),
    allows(alice, 'the owner deletes a request', remove(leadPath), { given: [...aliceAssistant, storedLead] }),
    refuses(bob, "a stranger marks another bank's request handled", update(leadPath, { handled: true }), { given: [...aliceAssistant, storedLead] }),
    refuses(customer, 'a customer deletes a request', remove(leadPath), { given: [...aliceAssistant, storedLead] }),
  ],
  reads: [
    reads(alice, 'the owner lists them', { list: leadsOf() }, true, { given: [...aliceAssistant, storedLead] }),
    reads(customer, 'a customer reads one', { doc: leadPath }, false, { given: [...aliceAssistant, storedLead] }),
  ],
};

const refusedPath = (id = 'https~copycat.example') => `${analyticsOf()}/refused/${id}`;
const sighting = (origin = 'https://copycat.example') => ({ origin, lastSeenAt: SERVER_TIMESTAMP, count: increment(1) });
const storedReport = given(refusedPath(), { origin: 'https://copycat.example', lastSeenAt: 0, count: 3 });

export const refusedWebsiteCases: TableGroup = {
  title: 'websites that framed the chat without being allowed',
  writes: [
    allows(customer, 'the first sighting of a website', merge(refusedPath(), sighting()), withAssistant),
    allows(customer, 'one more sighting', merge(refusedPath(), sighting()), { given: [...aliceAssistant, storedReport] }),
    allows(customer, 'a website on a port of its own', merge(refusedPath('http~localhost~8080'), sighting('http://localhost:8080')), withAssistant),
    refuses(customer, 'five more sightings at once', merge(refusedPath(), { ...sighting(), count: increment(5) }), { given: [...aliceAssistant, storedReport] }),
    refuses(customer, 'the count set back', set(refusedPath(), { origin: 'https://copycat.example', lastSeenAt: SERVER_TIMESTAMP, count: 1 }), { given: [...aliceAssistant, storedReport] }),
    refuses(customer, "another website under this website's report", merge(refusedPath(), sighting('https://other.example')), withAssistant),
    refuses(customer, 'a report keyed as another website could be', merge(refusedPath('https-copycat-example'), sighting()), withAssistant),
    refuses(customer, 'a port no website can have', merge(refusedPath('http~a~99999'), sighting('http://a:99999')), withAssistant),
    refuses(customer, 'an origin with a path', merge(refusedPath('https~copycat.example~x'), sighting('https://copycat.example/x')), withAssistant),
    refuses(customer, "a sighting dated by the customer's clock", merge(refusedPath(), { ...sighting(), lastSeenAt: 1 }), withAssistant),
    refuses(customer, 'a key the chat does not write', merge(refusedPath(), { ...sighting(), note: 'x' }), withAssistant),
    refuses(customer, 'a website reported to an assistant nobody published', merge(`mode/${mode}/analytics/nobody/refused/https~copycat.example`, sighting())),
    allows(alice, 'the owner deletes a report', remove(refusedPath()), { given: [...aliceAssistant, storedReport] }),
    refuses(customer, 'a customer deletes a report', remove(refusedPath()), { given: [...aliceAssistant, storedReport] }),
  ],
  reads: [
    reads(alice, 'the owner lists them', { list: `${analyticsOf()}/refused` }, true, { given: [...aliceAssistant, storedReport] }),
    reads(customer, 'a customer reads one', { doc: refusedPath() }, false, { given: [...aliceAssistant, storedReport] }),
  ],
};
