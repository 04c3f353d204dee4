export { localMailScreen } from './screen';
