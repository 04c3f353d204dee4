import { describeWriteTable } from '../contract';
import { firestoreEmulatorTableStore, storageDownloadUrl } from './firestore-emulator-table';

// firebase/firestore.rules run the same table the local backend passes (src/local/write-table.spec.ts).
describeWriteTable(firestoreEmulatorTableStore, storageDownloadUrl);
