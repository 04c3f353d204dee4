export { iconPaths, type IconName } from './icon-paths';
