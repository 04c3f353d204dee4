export { TEST_MODE, TEST_USER } from './test-account';
export { createTestBackend, uniqueDatabaseName, type TestBackendOptions } from './test-backend';
export { createTestI18n } from './test-i18n';
export { createTestQueryClient } from './test-query-client';
export { staticMatchMedia } from './match-media';
export { TestProviders, type TestProvidersProps } from './TestProviders';
export { renderWithProviders, type ProvidersRenderResult, type RenderWithProvidersOptions, type TestRoute, type TestRouter } from './render-with-providers';
export { wrapDocuments } from './wrap-documents';
export { SignedInAsDemo, withDataRouter, withDemoUser } from './story-decorators';
