// Whether customers see a product on a day is the chat's rule too: one implementation, with what the console and the chat agree on.
export { shownToCustomersOn } from '@console/assistant-contract';
