import type { ContractEnvironment, ContractSeed, ContractUser, MakeEnvironment } from './environment';

export const mode = 'staging';

export const alice: ContractUser = { uid: 'alice-uid', email: 'alice@bank.example', password: 'alice-secret-1', emailVerified: true };
export const bob: ContractUser = { uid: 'bob-uid', email: 'bob@bank.example', password: 'bob-secret-1', emailVerified: true };
/** Registered but not yet verified. */
export const carol: ContractUser = { uid: 'carol-uid', email: 'carol@bank.example', password: 'carol-secret-1', emailVerified: false };

export const accountOf = (user: ContractUser) => `mode/${mode}/accounts/${user.uid}`;
export const answersOf = (user: ContractUser) => `${accountOf(user)}/faqs/mk/collection`;
export const catalogue = `mode/${mode}/faqs/languages/mk`;

export const catalogueQuestion = {
  path: `${catalogue}/faq-1`,
  data: { top: true, question: 'Како да ја блокирам картичката?', category: 'Cards', default_answer: { text: 'Јавете се.', scenario: '', type: 'text' } },
};

export const everyone: ContractSeed = { users: [alice, bob, carol], documents: [catalogueQuestion] };

/** A fresh environment with the usual users and catalogue, signed in as `user`. */
export async function signedInAs(make: MakeEnvironment, user: ContractUser, seed: ContractSeed = everyone): Promise<ContractEnvironment> {
  const environment = await make({ seed });
  await environment.backend.auth.signIn(user.email, user.password);
  return environment;
}
