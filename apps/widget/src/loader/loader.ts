// The classic script banks embed: `document.currentScript` is only known while it runs.
import { startLoader } from './start-loader';

startLoader(document.currentScript);
