// Tells "the emulators cannot exist on this machine" apart from every other reason they stop. Only
// the first may leave tests unrun without failing: the Firestore and Storage emulators are jars the
// CLI downloads on first use (impossible without that host) and runs with Java.

/** The exit code of a test command whose tests could not run here; tools/test-all.mjs knows it. */
export const NOT_RUN_EXIT_CODE = 75;

const causes = [
  { pattern: /Failed to make request to (https:\/\/\S+\/emulator\/\S+)/, reason: (m) => `the emulator could not be downloaded (${m[1]}).` },
  { pattern: /download failed, [^\n]+/, reason: (m) => `the emulator download was incomplete: ${m[0]}.` },
  { pattern: /Could not spawn `java -version`[^\n]*|check that java is installed[^\n]*/, reason: (m) => `Java could not be started: ${m[0]}` },
  { pattern: /Process `java -version` has exited with code \d+/, reason: (m) => `Java could not be started: ${m[0]}.` },
];

/** The reason in the CLI's own words when `output` shows an emulator that could not be obtained or run, otherwise null. */
export function emulatorUnavailableReason(output) {
  for (const { pattern, reason } of causes) {
    const match = pattern.exec(output);
    if (match) return reason(match);
  }
  return null;
}
