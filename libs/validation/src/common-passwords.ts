/**
 * Passwords that are among the first an attacker tries: the most common ones of the public breach lists,
 * and their Macedonian and Albanian counterparts. Compared without case and surrounding spaces. Not a
 * policy by itself (length is the form's floor, the provider's policy the ceiling): a list of the
 * guesses that no bank console should accept.
 */
const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '111111', '1111111', '11111111', '000000', '00000000',
  '123123', '123321', '654321', '666666', '696969', '777777', '7777777', '888888', '987654321', '121212', '112233', '123qwe',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass123', 'pass1234',
  'qwerty', 'qwerty1', 'qwerty12', 'qwerty123', 'qwertyuiop', 'qwer1234', 'qazwsx', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'zaq12wsx', 'asdfgh', 'asdfghjkl', 'zxcvbn', 'zxcvbnm',
  'abc123', 'abcdef', 'abcd1234', 'a123456', 'aa123456', 'iloveyou', 'letmein', 'welcome', 'welcome1', 'welcome123', 'admin', 'admin123', 'administrator',
  'monkey', 'dragon', 'master', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'batman', 'trustno1', 'shadow', 'michael', 'jennifer',
  'secret', 'secret1', 'changeme', 'default', 'test123', 'test1234', 'testtest', 'guest', 'login', 'hello123', 'freedom', 'whatever',
  'bank', 'bank123', 'banka', 'banka123', 'banking', 'money', 'money123', 'tellr', 'tellr123', 'demo123',
  'lozinka', 'lozinka1', 'lozinka123', 'лозинка', 'лозинка123', 'makedonija', 'makedonija1', 'македонија', 'skopje', 'skopje123', 'скопје', 'ohrid', 'bitola',
  'fjalekalimi', 'fjalekalim', 'shqiperia', 'shqiperia1', 'kosova', 'tetova', 'tetove', 'prishtina', 'tirana',
]);

/** Whether the password is one of the first guesses (case and surrounding spaces aside). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLocaleLowerCase('und'));
}
