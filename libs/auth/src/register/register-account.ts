import { createAccountProfile } from '@console/account-data';
import type { Backend } from '@console/backend';
import type { Locale } from '@console/locale';

export interface NewAccount {
  email: string;
  password: string;
  name: string;
  surname: string;
  company: string;
}

/**
 * Creates the account, its profile document and the verification e-mail, in the language the person
 * registered in. A retry after a failed later step reuses the account already created in this session.
 */
export async function registerAccount({ auth, documents, mode }: Pick<Backend, 'auth' | 'documents' | 'mode'>, account: NewAccount, language: Locale): Promise<void> {
  const current = auth.currentUser();
  const user = current && !current.emailVerified && current.email === account.email.toLowerCase() ? current : await auth.register(account.email, account.password);
  await createAccountProfile(documents, mode, user.uid, { name: account.name, surname: account.surname, company: account.company, language, customerType: 'individual' });
  auth.setLanguage(language);
  await auth.sendEmailVerification();
}
