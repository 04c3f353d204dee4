// App Check for the chat's requests: an entry of its own, loaded only by a build whose bank switched App
// Check on, so that no other chat downloads it.
export { appCheckTokens, type AppCheckSettings, type AppCheckDependencies } from './app-check/app-check-tokens';
