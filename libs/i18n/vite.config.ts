import { libraryTestConfig } from '../../tools/vite/library-config';

export default libraryTestConfig({ root: import.meta.dirname, name: 'i18n', environment: 'jsdom' });
