import { describeWriteTable } from '../contract';
import { alice, bob, carol } from '../contract/fixtures';
import { localTestEnvironment } from './local-test-environment';

// The same table runs against firebase/firestore.rules on the Firestore emulator
// (src/firebase/write-table.firestore-emulator-spec.ts): what one backend allows, the other does too.
describeWriteTable(
  async ({ documents, as }) => {
    const { backend } = await localTestEnvironment({ seed: { users: [alice, bob, carol], documents } });
    if (as) await backend.auth.signIn(as.email, as.password);
    return backend.documents;
  },
  (path) => `blob:http://localhost:4200/${encodeURIComponent(path)}`,
);
