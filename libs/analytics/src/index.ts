/** What this library adds to the console (routes, sidebar entry): one line in the app's list of features. */
export { dashboardFeature } from './feature';
