export { createFirebaseBackend, type FirebaseBackendOptions } from './create-firebase-backend';
export { firebaseConfigFromEnv, type FirebaseBackendConfig, type FirebaseAppSettings, type FirebaseEmulators, type EmulatorHost } from './firebase-config';
