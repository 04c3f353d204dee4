import { describe, expect, it } from 'vitest';
import { decide, type GuardDecision, type GuardInput } from './guard-decision';

const verified = { emailVerified: true };
const unverified = { emailVerified: false };
const at = (pathname: string, query: Record<string, string> = {}) => ({ pathname, query });

interface Case {
  rule: string;
  input: GuardInput;
  expected: GuardDecision;
}

const cases: Case[] = [
  // Rule 2: a reset link, on any route but /set-new-password, before anything else.
  {
    rule: 'a reset link on /faq goes to /set-new-password with mode, oobCode and lang, signed out',
    input: { target: at('/faq', { mode: 'resetPassword', oobCode: 'R1', lang: 'en', apiKey: 'k' }), access: 'login', user: null, remembered: null },
    expected: { kind: 'redirect', to: at('/set-new-password', { mode: 'resetPassword', oobCode: 'R1', lang: 'en' }) },
  },
  {
    rule: 'a reset link on /login goes to /set-new-password even when signed in and unverified',
    input: { target: at('/login', { mode: 'resetPassword', oobCode: 'R2', lang: 'sq' }), access: 'public', user: unverified, remembered: null },
    expected: { kind: 'redirect', to: at('/set-new-password', { mode: 'resetPassword', oobCode: 'R2', lang: 'sq' }) },
  },
  {
    rule: 'a reset link already on /set-new-password continues',
    input: { target: at('/set-new-password', { mode: 'resetPassword', oobCode: 'R3', lang: 'mk' }), access: 'public', user: null, remembered: null },
    expected: { kind: 'continue' },
  },
  {
    rule: 'mode=resetPassword without lang is not a reset link: the other rules apply',
    input: { target: at('/faq', { mode: 'resetPassword', oobCode: 'R4' }), access: 'login', user: null, remembered: null },
    expected: { kind: 'redirect', to: at('/login') },
  },
  // Signed in with a remembered route: restore it with its mode and oobCode, then forget it.
  {
    rule: 'after sign-in the remembered route is restored with mode and oobCode and forgotten',
    input: {
      target: at('/faq'),
      access: 'login',
      user: unverified,
      remembered: at('/settings', { mode: 'verifyEmail', oobCode: 'V1' }),
    },
    expected: { kind: 'redirect', to: at('/settings', { mode: 'verifyEmail', oobCode: 'V1' }), forgetRemembered: true },
  },
  // Signed in, unverified, with a verification link: to /email-verified keeping the code.
  {
    rule: 'an unverified user opening a verification link goes to /email-verified with mode and oobCode',
    input: { target: at('/faq', { mode: 'verifyEmail', oobCode: 'V2', lang: 'mk' }), access: 'login', user: unverified, remembered: null },
    expected: { kind: 'redirect', to: at('/email-verified', { mode: 'verifyEmail', oobCode: 'V2' }) },
  },
  {
    rule: 'a verification link already on /email-verified continues',
    input: { target: at('/email-verified', { mode: 'verifyEmail', oobCode: 'V3' }), access: 'login', user: unverified, remembered: null },
    expected: { kind: 'continue' },
  },
  // Signed in, unverified: held on /email-verified.
  {
    rule: 'an unverified user is held on /email-verified (from an app route)',
    input: { target: at('/settings'), access: 'login', user: unverified, remembered: null },
    expected: { kind: 'redirect', to: at('/email-verified') },
  },
  {
    rule: 'an unverified user is held on /email-verified (from a public route)',
    input: { target: at('/register'), access: 'public', user: unverified, remembered: null },
    expected: { kind: 'redirect', to: at('/email-verified') },
  },
  {
    rule: 'an unverified user may stay on /email-verified',
    input: { target: at('/email-verified'), access: 'login', user: unverified, remembered: null },
    expected: { kind: 'continue' },
  },
  // Signed in and verified: continue.
  {
    rule: 'a verified user continues to an app route',
    input: { target: at('/faq'), access: 'login', user: verified, remembered: null },
    expected: { kind: 'continue' },
  },
  {
    rule: 'a verified user with a verification link (already used) continues',
    input: { target: at('/faq', { mode: 'verifyEmail', oobCode: 'V4' }), access: 'login', user: verified, remembered: null },
    expected: { kind: 'continue' },
  },
  // Signed out.
  {
    rule: 'signed out, a login route goes to /login',
    input: { target: at('/settings'), access: 'login', user: null, remembered: null },
    expected: { kind: 'redirect', to: at('/login') },
  },
  {
    rule: 'signed out, a verification link on a login route goes to /login and is remembered with its query',
    input: { target: at('/email-verified', { mode: 'verifyEmail', oobCode: 'V5', lang: 'en' }), access: 'login', user: null, remembered: null },
    expected: {
      kind: 'redirect',
      to: at('/login'),
      remember: at('/email-verified', { mode: 'verifyEmail', oobCode: 'V5', lang: 'en' }),
    },
  },
  {
    rule: 'signed out, a public route continues',
    input: { target: at('/register'), access: 'public', user: null, remembered: null },
    expected: { kind: 'continue' },
  },
  {
    rule: 'signed out, a verification link on a public route continues without remembering',
    input: { target: at('/login', { mode: 'verifyEmail', oobCode: 'V6' }), access: 'public', user: null, remembered: null },
    expected: { kind: 'continue' },
  },
];

describe('navigation guard decision', () => {
  it.each(cases.map((c) => [c.rule, c] as const))('%s', (_rule, { input, expected }) => {
    expect(decide(input)).toEqual(expected);
  });
});
