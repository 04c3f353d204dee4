// Which emulator failures leave the rules tests "not run" instead of failed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emulatorUnavailableReason } from '../emulator-unavailable.mjs';

describe('emulatorUnavailableReason', () => {
  it('names a download that failed, with the URL the CLI tried', () => {
    const output = 'i  firestore: downloading cloud-firestore-emulator-v1.19.8.jar...\n\nError: Failed to make request to https://storage.googleapis.com/firebase-preview-drop/emulator/cloud-firestore-emulator-v1.19.8.jar\n';
    assert.equal(
      emulatorUnavailableReason(output),
      'the emulator could not be downloaded (https://storage.googleapis.com/firebase-preview-drop/emulator/cloud-firestore-emulator-v1.19.8.jar).',
    );
  });

  it('names an incomplete download and a missing Java', () => {
    assert.match(emulatorUnavailableReason('Error: download failed, expected 1000 bytes but got 10'), /download was incomplete/);
    assert.match(emulatorUnavailableReason('Error: Could not spawn `java -version`. Please make sure Java is installed'), /Java could not be started/);
  });

  it('does not excuse anything else: a rules file that does not compile, a port in use, a failing test', () => {
    assert.equal(emulatorUnavailableReason('Error: Error compiling rules:\nL12:5 Missing ;'), null);
    assert.equal(emulatorUnavailableReason('Error: Could not start Firestore Emulator, port taken.'), null);
    assert.equal(emulatorUnavailableReason('Failed to make request to https://identitytoolkit.googleapis.com/v1/accounts'), null);
    assert.equal(emulatorUnavailableReason('# fail 3'), null);
  });
});
