/** Publishing: the public id, the published head and parts customers read, the publication state. */
import { alice, bob, carol, mode } from '../fixtures';
import type { TableGroup } from './table-case';
import { aliceAssistant, assistantId, assistantRecordPath, publicationPath, publishedHead, publishedHeadPath, publishedPartPath } from './table-documents';
import { SERVER_TIMESTAMP, allows, given, merge, reads, refuses, remove, set } from './table-helpers';

const claim = (owner = alice.uid) => set(assistantRecordPath(), { owner, createdAt: SERVER_TIMESTAMP });
const ownerRecord = given(assistantRecordPath(), { owner: alice.uid, createdAt: 0 });
const part = { locale: 'mk', faqs: [], products: [] };
const learned = { format: 3, labels: ['not-ours', 'own-q1'], bias: [0.1, -0.1], temperature: 1, scale: 0.01, features: 0, weights: '' };
const fiftyWebsites = Array.from({ length: 50 }, (_, at) => `site${at}.demobanka.example`);

export const publishingCases: TableGroup = {
  title: 'publishing',
  writes: [
    allows(alice, 'claiming a public id and naming it in the publication state, in one batch', [claim(), merge(publicationPath(), { assistantId })]),
    refuses(carol, 'an unverified user claims a public id', set(assistantRecordPath(), { owner: carol.uid, createdAt: SERVER_TIMESTAMP })),
    refuses(bob, "a record naming someone else as the owner", claim(alice.uid)),
    refuses(bob, 'claiming a public id that is taken', claim(bob.uid), { given: [ownerRecord] }),
    allows(alice, 'publishing: the parts, the head and the state', [set(publishedPartPath(), part), set(publishedHeadPath(), publishedHead()), merge(publicationPath(), { version: 'v1', publishedAt: SERVER_TIMESTAMP, fingerprints: { assistant: 'a', faq: 'f', products: 'p' } })], {
      given: [ownerRecord, given(publicationPath(), { assistantId, allowedDomains: [] })],
    }),
    allows(alice, 'changing the allowed websites after publishing (the time of the publication stays as it was)', merge(publicationPath(), { allowedDomains: ['demobanka.example', 'www.demobanka.example'] }), {
      given: aliceAssistant,
    }),
    allows(alice, 'allowed websites of every kind: wildcards, internationalised names, this computer, fifty of them', merge(publicationPath(), { allowedDomains: ['*.demobanka.example', 'xn--80aab1bo.xn--d1alf', 'localhost', '127.0.0.1', ...fiftyWebsites.slice(4)] }), {
      given: aliceAssistant,
    }),
    ...(
      [
        ['an address, not a website', ['demobanka.example', 'https://demobanka.example/krediti']],
        ['two websites in one item', ['demobanka.example www.demobanka.example']],
        ["a wildcard over every company's website of a country", ['*.com.mk']],
        ['a website in capitals, which the chat would never match', ['DemoBanka.example']],
        ['a number among the websites', ['demobanka.example', 1.5]],
        ['an empty website', ['']],
        ['fifty-one websites', [...fiftyWebsites, 'one-more.example']],
      ] as const
    ).map(([what, allowedDomains]) => refuses(alice, `allowed websites with ${what}`, merge(publicationPath(), { allowedDomains: [...allowedDomains] }), { given: aliceAssistant })),
    allows(alice, 'a part with what the publish learned from the bank’s phrasings', set(publishedPartPath(), { ...part, model: learned }), { given: [ownerRecord] }),
    refuses(alice, 'a part whose learned model carries anything else', set(publishedPartPath(), { ...part, model: { ...learned, phrasings: ['my card was stolen'] } }), { given: [ownerRecord] }),
    refuses(bob, "a learned model in another bank's published part", set(publishedPartPath(), { ...part, model: learned }), { given: [ownerRecord] }),
    refuses(alice, 'a head whose allowed websites hold an address', set(publishedHeadPath(), { ...publishedHead(), allowedDomains: ['https://demobanka.example/'] }), { given: [ownerRecord] }),
    allows(alice, 'unpublishing: the head deleted and the state emptied', [remove(publishedHeadPath()), merge(publicationPath(), { version: null, publishedAt: null, fingerprints: null })], { given: aliceAssistant }),
    refuses(alice, 'changing the public id once set', merge(publicationPath(), { assistantId: 'another' }), { given: aliceAssistant }),
    refuses(alice, "a publication time of the client's own", merge(publicationPath(), { publishedAt: 1 }), { given: aliceAssistant }),
    refuses(bob, "publishing another bank's assistant", set(publishedHeadPath(), publishedHead()), { given: [ownerRecord] }),
    refuses(carol, 'publishing without a verified e-mail', set(`mode/${mode}/published/carol-assistant`, publishedHead()), {
      given: [given(assistantRecordPath('carol-assistant'), { owner: carol.uid, createdAt: 0 })],
    }),
    refuses(alice, 'a head with what customers must not see', set(publishedHeadPath(), { ...publishedHead(), bank: { name: 'Demo Banka', destinationEmail: 'staff@bank.example' } }), { given: [ownerRecord] }),
    allows(alice, 'a head with the names as written in each language', set(publishedHeadPath(), { ...publishedHead(), assistant: { name: 'Vesna', names: { mk: 'Весна' }, bubbleColor: '#0B5FFF', photo: null }, bank: { name: 'Demo Banka', names: { mk: 'Демо Банка' }, phone: '', location: '' } }), { given: [ownerRecord] }),
    refuses(alice, 'a head with a name in a language the chat does not speak', set(publishedHeadPath(), { ...publishedHead(), bank: { name: 'Demo Banka', names: { de: 'Demo Bank' }, phone: '', location: '' } }), { given: [ownerRecord] }),
    refuses(alice, 'a head for a public id nobody claimed', set(`mode/${mode}/published/nobody`, publishedHead())),
    refuses(null, 'a customer writes the published head', set(publishedHeadPath(), publishedHead()), { given: aliceAssistant }),
    refuses(bob, "deleting another bank's published assistant", remove(publishedHeadPath()), { given: aliceAssistant }),
  ],
  reads: [
    reads(null, 'a customer reads a published head by its id', { doc: publishedHeadPath() }, true, { given: aliceAssistant }),
    reads(null, 'a customer reads a published part by its id', { doc: publishedPartPath() }, true, { given: aliceAssistant }),
    reads(null, "a customer lists every bank's published assistants", { list: `mode/${mode}/published` }, false, { given: aliceAssistant }),
    reads(null, "a customer lists a published assistant's parts", { list: `${publishedHeadPath()}/parts` }, false, { given: aliceAssistant }),
    reads(alice, 'the owner lists its parts (to delete older versions)', { list: `${publishedHeadPath()}/parts` }, true, { given: aliceAssistant }),
    reads(alice, 'the owner reads whose a public id is', { doc: assistantRecordPath() }, true, { given: aliceAssistant }),
    reads(bob, 'a stranger reads whose a public id is', { doc: assistantRecordPath() }, false, { given: aliceAssistant }),
  ],
};
