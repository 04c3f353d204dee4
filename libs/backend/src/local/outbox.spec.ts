import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../ports/outbox-port';
import { recorder } from '../contract/listener-recorder';
import { alice, carol, everyone } from '../contract/fixtures';
import { localTestEnvironment, readOutbox } from './local-test-environment';

describe('local outbox', () => {
  it('keeps every e-mail with its kind, recipient, language, link and time', async () => {
    const environment = await localTestEnvironment({ seed: everyone });
    const { auth } = environment.backend;
    await auth.signIn(carol.email, carol.password);
    await auth.sendEmailVerification();
    const [message] = await readOutbox(environment.backend);
    const oobCode = await environment.lastActionCode(carol.email, 'verifyEmail');
    expect(message).toEqual({
      id: expect.any(String),
      kind: 'verifyEmail',
      to: carol.email,
      language: 'mk',
      link: `http://console.test/?mode=verifyEmail&oobCode=${oobCode}&lang=mk`,
      sentAt: environment.now(),
    });
    expect(oobCode).toMatch(/^[A-Za-z0-9]{40,}$/);
  });

  it('writes later e-mails in the language set on auth, and reset links with mode=resetPassword', async () => {
    const environment = await localTestEnvironment({ seed: everyone });
    environment.backend.auth.setLanguage('sq');
    await environment.backend.auth.sendPasswordResetEmail(alice.email);
    const [message] = await readOutbox(environment.backend);
    expect(message?.language).toBe('sq');
    expect(new URL(message?.link ?? '').searchParams.get('mode')).toBe('resetPassword');
    expect(new URL(message?.link ?? '').searchParams.get('lang')).toBe('sq');
  });

  it('starts in the configured language and appends to an action URL that has a query', async () => {
    const environment = await localTestEnvironment({ seed: everyone }, { emailLanguage: 'en', actionUrl: 'http://console.test/auth?tenant=demo' });
    await environment.backend.auth.sendPasswordResetEmail(alice.email);
    const [message] = await readOutbox(environment.backend);
    expect(message?.language).toBe('en');
    expect(message?.link).toMatch(/^http:\/\/console\.test\/auth\?tenant=demo&mode=resetPassword&oobCode=\w+&lang=en$/);
  });

  it('lists newest first and updates live, also for e-mails sent from another tab', async () => {
    const environment = await localTestEnvironment({ seed: everyone });
    const otherTab = await environment.openTab();
    const lists = recorder<OutboxMessage[]>();
    const stop = environment.backend.outbox?.watch(lists.onNext, lists.onError);
    await lists.waitFor((values) => values.length === 1);
    await environment.backend.auth.sendPasswordResetEmail(alice.email);
    await lists.waitFor((values) => values.length === 2);
    await otherTab.auth.sendPasswordResetEmail(carol.email);
    await lists.waitFor((values) => values.length === 3);
    stop?.();
    expect(lists.values.map((messages) => messages.map((message) => message.to))).toEqual([[], [alice.email], [carol.email, alice.email]]);
  });
});
