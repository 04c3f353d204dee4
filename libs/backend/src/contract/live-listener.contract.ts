import { describe, expect, it } from 'vitest';
import type { DocumentSnapshot, StoredDocument } from '../ports/document-port';
import type { MakeEnvironment } from './environment';
import { accountOf, alice, answersOf, bob, signedInAs } from './fixtures';
import { recorder, settle } from './listener-recorder';

type Answer = { answer: { text: string } };
const textsOf = (documents: StoredDocument<Answer>[]) => documents.map((document) => document.data.answer.text);

/** Live listeners: current data first, then every change, from this tab and others. */
export function describeLiveListenerContract(make: MakeEnvironment): void {
  describe('live listeners', () => {
    const answers = answersOf(alice);

    it('fires a document listener once with the current data, then on every change', async () => {
      const { backend } = await signedInAs(make, alice);
      const path = `${answers}/faq-1`;
      const snapshots = recorder<DocumentSnapshot<Answer>>();
      const stop = backend.documents.watchDoc<Answer>(path, snapshots.onNext, snapshots.onError);
      await snapshots.waitFor((values) => values.length === 1);
      expect(snapshots.values[0]).toEqual({ id: 'faq-1', path, exists: false, data: null });

      await backend.documents.setDoc(path, { answer: { text: 'прв' } });
      await snapshots.waitFor((values) => values.length === 2);
      await backend.documents.updateDoc(path, { 'answer.text': 'втор' });
      await snapshots.waitFor((values) => values.length === 3);
      await backend.documents.deleteDoc(path);
      await snapshots.waitFor((values) => values.length === 4);
      stop();

      expect(snapshots.values.map((snapshot) => snapshot.data?.answer.text ?? null)).toEqual([null, 'прв', 'втор', null]);
      expect(snapshots.errors).toEqual([]);
    });

    it('returns Unsubscribe synchronously and delivers nothing after it is called', async () => {
      const { backend } = await signedInAs(make, alice);
      const stopped = recorder<StoredDocument<Answer>[]>();
      const witness = recorder<StoredDocument<Answer>[]>();
      const stop = backend.documents.watchCollection<Answer>(answers, undefined, stopped.onNext, stopped.onError);
      expect(typeof stop).toBe('function');
      const stopWitness = backend.documents.watchCollection<Answer>(answers, undefined, witness.onNext, witness.onError);
      await stopped.waitFor((values) => values.length === 1);
      stop();

      await backend.documents.setDoc(`${answers}/faq-1`, { answer: { text: 'после' } });
      await witness.waitFor((values) => values.some((documents) => documents.length === 1));
      await settle();
      stopWitness();
      expect(stopped.values).toEqual([[]]);
    });

    it('fires a collection listener with the current documents, then as documents enter and leave the query', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(`${answers}/a`, { answer: { text: 'a' }, top: true });
      const top = recorder<StoredDocument<Answer>[]>();
      const stop = backend.documents.watchCollection<Answer>(answers, { where: [{ field: 'top', op: '==', value: true }] }, top.onNext, top.onError);
      await top.waitFor((values) => values.length === 1);

      await backend.documents.setDoc(`${answers}/b`, { answer: { text: 'b' }, top: true });
      await top.waitFor((values) => values.length === 2);
      await backend.documents.updateDoc(`${answers}/a`, { top: false });
      await top.waitFor((values) => values.length === 3);
      stop();

      expect(top.values.map(textsOf)).toEqual([['a'], ['a', 'b'], ['b']]);
    });

    it('does not fire again when a change leaves its result as it was', async () => {
      const { backend } = await signedInAs(make, alice);
      const top = recorder<StoredDocument<Answer>[]>();
      const witness = recorder<StoredDocument<Answer>[]>();
      const stop = backend.documents.watchCollection<Answer>(answers, { where: [{ field: 'top', op: '==', value: true }] }, top.onNext, top.onError);
      const stopWitness = backend.documents.watchCollection<Answer>(answers, undefined, witness.onNext, witness.onError);
      await top.waitFor((values) => values.length === 1);

      await backend.documents.setDoc(`${answers}/other`, { answer: { text: 'not top' }, top: false });
      await witness.waitFor((values) => values.some((documents) => documents.length === 1));
      await settle();
      stop();
      stopWitness();
      expect(top.values).toEqual([[]]);
    });

    it('delivers writes made in another tab', async () => {
      const environment = await signedInAs(make, alice);
      const otherTab = await environment.openTab();
      const seen = recorder<StoredDocument<Answer>[]>();
      const stop = environment.backend.documents.watchCollection<Answer>(answers, undefined, seen.onNext, seen.onError);
      await seen.waitFor((values) => values.length === 1);

      await otherTab.documents.setDoc(`${answers}/faq-9`, { answer: { text: 'од другиот таб' } });
      await seen.waitFor((values) => values.length === 2);
      stop();
      expect(seen.values.map(textsOf)).toEqual([[], ['од другиот таб']]);
    });

    it('delivers permission-denied once to onError and nothing after it', async () => {
      const { backend } = await signedInAs(make, alice);
      const foreign = recorder<DocumentSnapshot>();
      const stop = backend.documents.watchDoc(accountOf(bob), foreign.onNext, foreign.onError);
      await foreign.waitFor((_values, errors) => errors.length === 1);
      await settle();
      stop();
      expect(foreign.values).toEqual([]);
      expect(foreign.errors.map((error) => (error as Error & { code?: string }).code)).toEqual(['permission-denied']);
    });

    it('ends a listener with permission-denied when the session is signed out in another tab', async () => {
      const environment = await signedInAs(make, alice);
      const otherTab = await environment.openTab();
      const own = recorder<DocumentSnapshot>();
      const stop = environment.backend.documents.watchDoc(accountOf(alice), own.onNext, own.onError);
      await own.waitFor((values) => values.length === 1);

      await otherTab.auth.signOut();
      await own.waitFor((_values, errors) => errors.length === 1);
      await otherTab.auth.signIn(alice.email, alice.password);
      await otherTab.documents.setDoc(accountOf(alice), { profile: { name: 'Ана' } });
      await settle();
      stop();
      expect(own.values).toHaveLength(1);
      expect(own.errors.map((error) => (error as Error & { code?: string }).code)).toEqual(['permission-denied']);
    });
  });
}
