import { libraryTestConfig } from '../../tools/vite/library-config.ts';

export default libraryTestConfig({ root: import.meta.dirname, name: 'try-question', environment: 'jsdom' });
