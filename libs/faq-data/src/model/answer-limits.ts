/** The longest answer a bank may write, in characters (after trimming); the rules repeat it. */
export const MAX_ANSWER_LENGTH = 4000;
