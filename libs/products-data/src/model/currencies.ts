// The one list of currencies lives with what the console and the chat agree on.
export { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '@console/assistant-contract';
