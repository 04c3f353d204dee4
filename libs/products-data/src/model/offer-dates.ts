// Whether an offer holds on a day is the chat's rule too: one implementation, with what the console and the chat agree on.
export { offeredOn } from '@console/assistant-contract';
