export { BackendProvider, useBackend } from './backend-context';
export { useFileUrl } from './use-file-url';
