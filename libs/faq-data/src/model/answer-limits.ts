/** The longest answer a bank may write, in characters (after trimming): one limit for the editor and the rules. */
export { MAX_ANSWER_LENGTH } from '@console/document-rules';
