// The local demo's published assistant, for the seeds of the local backend, Storybook and the widget's
// demo: apart from the main entry, so that no console screen loads the demo's data with publishing.
export { DEMO_ALLOWED_DOMAINS, DEMO_ASSISTANT_ID } from './demo/demo-ids';
export { loadPublishedDemoSeed } from './demo/load-published-demo-seed';
export { loadDemoLauncherHead } from './demo/demo-launcher-head';
