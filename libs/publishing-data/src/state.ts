// The owner's record of publishing alone (the assistant's public id, what was published when): what the
// leads and the dashboard read to find their assistant. Apart from the main entry, whose publishing,
// drafts and previews those screens never load.
export { usePublicationState } from './streams/use-publication-state';
export type { PublicationState } from './model/publication-state';
