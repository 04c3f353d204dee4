export type { PublicationArea, PublicationDraft } from './model/publication-draft';
export { PUBLICATION_AREAS } from './model/publication-draft';
export { buildPublication, areaFingerprints, type Publication } from './model/build-publication';
export { splitIntoParts, jsonBytes } from './model/split-parts';
export { EMPTY_PUBLICATION_STATE, mapPublicationState, type PublicationState } from './model/publication-state';
export { readPublicationDraft, type PublicationContext } from './mutations/read-publication-draft';
export { publishAssistant, unpublishAssistant } from './mutations/publish-assistant';
export { draftFromSources, type PublicationSources, type PublishFile } from './model/draft-from-sources';
export { DEMO_ALLOWED_DOMAINS, DEMO_ASSISTANT_ID, loadPublishedDemoSeed, withDemoPublication } from './demo/demo-publication';
