/** The specification's minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
