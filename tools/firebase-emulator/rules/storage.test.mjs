// firebase/storage.rules on the Storage emulator: an account's files are its owner's alone, and each
// folder takes the types and sizes the console itself checks before uploading.
import { after, before, beforeEach, describe, it } from 'node:test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, ref, uploadBytes } from 'firebase/storage';
import { alice, bob, earlierFilesPath, filesPath, requesters, startRulesEnvironment } from './rules-environment.mjs';

const MB = 1024 * 1024;
let environment;
let as;

const bytes = (size) => new Uint8Array(size);
const upload = (context, path, size, contentType) => uploadBytes(ref(context.storage(), path), bytes(size), { contentType });
const given = (path, contentType = 'image/png') =>
  environment.withSecurityRulesDisabled((context) => upload(context, path, 16, contentType));

const assistantPhoto = (uid) => `${filesPath(uid)}/assistant/photo-1.png`;
const productPhoto = (uid, kind = 'cards') => `${filesPath(uid)}/products/${kind}/p1/a-photo.png`;
// attachmentPath in libs/faq-data/src/mutations/answer-paths.ts: {locale}/{faqId}/{uploadId}-{name}.
const uploadId = 'Ab12Cd34Ef56Gh78Ij90';
const attachmentFile = (uid, name = 'tariff.pdf', locale = 'mk') => `${filesPath(uid)}/faq/${locale}/cards-block/${uploadId}-${name}`;
const sharedAttachmentFile = (uid) => `${earlierFilesPath(uid)}/faq/cards-block/tariff.pdf`;

before(async () => {
  environment = await startRulesEnvironment();
  as = requesters(environment);
});
beforeEach(async () => {
  await environment.clearStorage();
  await given(assistantPhoto(alice));
  await given(assistantPhoto(bob));
});
after(() => environment.cleanup());

describe('signed out', () => {
  it('neither reads nor writes any file', async () => {
    await assertFails(getBytes(ref(as.signedOut().storage(), assistantPhoto(alice))));
    await assertFails(upload(as.signedOut(), assistantPhoto(alice), 16, 'image/png'));
  });
});

describe('own files', () => {
  it('are readable, also before the e-mail is verified', async () => {
    await assertSucceeds(getBytes(ref(as.verified(alice).storage(), assistantPhoto(alice))));
    await assertSucceeds(getBytes(ref(as.unverified(alice).storage(), assistantPhoto(alice))));
  });

  it('are written and deleted only with a verified e-mail', async () => {
    await assertFails(upload(as.unverified(alice), productPhoto(alice), 16, 'image/png'));
    await assertFails(deleteObject(ref(as.unverified(alice).storage(), assistantPhoto(alice))));
    await assertSucceeds(upload(as.verified(alice), productPhoto(alice), 16, 'image/png'));
    await assertSucceeds(deleteObject(ref(as.verified(alice).storage(), assistantPhoto(alice))));
  });

  it('go only into the folders the console uses', async () => {
    await assertFails(upload(as.verified(alice), `${filesPath(alice)}/photo.png`, 16, 'image/png'));
    await assertFails(upload(as.verified(alice), `${filesPath(alice)}/backups/data.png`, 16, 'image/png'));
    await assertFails(upload(as.verified(alice), productPhoto(alice, 'insurance'), 16, 'image/png'));
    await assertFails(upload(as.verified(alice), `mode/staging/accounts/${alice}/avatar.png`, 16, 'image/png'));
    await assertFails(upload(as.verified(alice), 'public/logo.png', 16, 'image/png'));
    // The folder is named by the digest of the user id, never by the id itself.
    await assertFails(upload(as.verified(alice), `mode/staging/files/${alice}/assistant/p.png`, 16, 'image/png'));
  });
});

describe('files kept from before in the earlier folder (its name holds the user id)', () => {
  const earlierPhoto = (uid) => `${earlierFilesPath(uid)}/assistant/photo-0.png`;
  const earlierProductPhoto = (uid) => `${earlierFilesPath(uid)}/products/cards/p1/a-photo.png`;
  const earlierAttachment = (uid) => `${earlierFilesPath(uid)}/faq/mk/cards-block/${uploadId}-tariff.pdf`;

  it('are read by their owner alone', async () => {
    await given(earlierPhoto(alice));
    await assertSucceeds(getBytes(ref(as.unverified(alice).storage(), earlierPhoto(alice))));
    await assertFails(getBytes(ref(as.verified(bob).storage(), earlierPhoto(alice))));
    await assertFails(getBytes(ref(as.signedOut().storage(), earlierPhoto(alice))));
  });

  it('take no new writes, not even from their verified owner', async () => {
    await given(earlierPhoto(alice));
    await assertFails(upload(as.verified(alice), earlierPhoto(alice), 16, 'image/png'));
    await assertFails(upload(as.verified(alice), earlierProductPhoto(alice), 16, 'image/png'));
    await assertFails(upload(as.verified(alice), earlierAttachment(alice), 16, 'application/pdf'));
  });

  it('are deleted by their verified owner where the console deletes them, by no one else', async () => {
    for (const path of [earlierPhoto(alice), earlierProductPhoto(alice), earlierAttachment(alice)]) {
      await given(path);
      await assertFails(deleteObject(ref(as.verified(bob).storage(), path)));
      await assertFails(deleteObject(ref(as.unverified(alice).storage(), path)));
      await assertSucceeds(deleteObject(ref(as.verified(alice).storage(), path)));
    }
  });
});

describe('a session older than 12 hours (auth_time)', () => {
  it('neither reads, writes nor deletes, even with a verified e-mail', async () => {
    const stale = as.signedInHoursAgo(alice, 12.1);
    await assertFails(getBytes(ref(stale.storage(), assistantPhoto(alice))));
    await assertFails(upload(stale, productPhoto(alice), 16, 'image/png'));
    await assertFails(deleteObject(ref(stale.storage(), assistantPhoto(alice))));
    await assertSucceeds(upload(as.signedInHoursAgo(alice, 11.9), productPhoto(alice), 16, 'image/png'));
  });
});

describe("another user's files", () => {
  it('are neither readable, writable nor deletable', async () => {
    const alices = as.verified(alice);
    await assertFails(getBytes(ref(alices.storage(), assistantPhoto(bob))));
    await assertFails(upload(alices, assistantPhoto(bob), 16, 'image/png'));
    await assertFails(deleteObject(ref(alices.storage(), assistantPhoto(bob))));
  });
});

describe('the assistant photo and product photos', () => {
  for (const [name, path] of [
    ['assistant photo', assistantPhoto(alice)],
    ['product photo', productPhoto(alice)],
  ]) {
    it(`take PNG, JPEG and WEBP up to 2 MB as the ${name}`, async () => {
      for (const type of ['image/png', 'image/jpeg', 'image/webp']) await assertSucceeds(upload(as.verified(alice), path, 2 * MB, type));
    });

    it(`refuse other types, more than 2 MB and empty files as the ${name}`, async () => {
      await assertFails(upload(as.verified(alice), path, 16, 'image/gif'));
      await assertFails(upload(as.verified(alice), path, 16, 'application/pdf'));
      await assertFails(upload(as.verified(alice), path, 16, 'image/svg+xml'));
      await assertFails(upload(as.verified(alice), path, 2 * MB + 1, 'image/png'));
      await assertFails(upload(as.verified(alice), path, 0, 'image/png'));
    });
  }
});

describe('FAQ attachments', () => {
  it('take images and PDF up to 5 MB', async () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf']) {
      await assertSucceeds(upload(as.verified(alice), attachmentFile(alice), 5 * MB, type));
    }
  });

  it('refuse other types and more than 5 MB', async () => {
    await assertFails(upload(as.verified(alice), attachmentFile(alice, 'page.html'), 16, 'text/html'));
    await assertFails(upload(as.verified(alice), attachmentFile(alice, 'tool.exe'), 16, 'application/octet-stream'));
    await assertFails(upload(as.verified(alice), attachmentFile(alice), 5 * MB + 1, 'application/pdf'));
  });
  it('go into a folder per language and question, each upload under a name of its own', async () => {
    for (const locale of ['mk', 'en', 'sq']) await assertSucceeds(upload(as.verified(alice), attachmentFile(alice, 'tariff.pdf', locale), 16, 'application/pdf'));
    await assertFails(upload(as.verified(alice), attachmentFile(alice, 'tariff.pdf', 'de'), 16, 'application/pdf'));
    await assertFails(upload(as.verified(alice), `${filesPath(alice)}/faq/mk/cards-block/tariff.pdf`, 16, 'application/pdf'));
    await assertFails(upload(as.verified(alice), `${filesPath(alice)}/faq/mk/cards-block/short-tariff.pdf`, 16, 'application/pdf'));
    await assertFails(upload(as.verified(alice), `${filesPath(alice)}/faq/mk/cards-block/${uploadId}-`, 16, 'application/pdf'));
    await assertFails(upload(as.verified(alice), `${filesPath(alice)}/faq/mk/cards-block/${uploadId}-${'a'.repeat(101)}`, 16, 'application/pdf'));
    await assertFails(upload(as.verified(alice), `${filesPath(alice)}/faq/mk/cards-block/extra/${uploadId}-tariff.pdf`, 16, 'application/pdf'));
  });

  it('are written and deleted by their verified owner only', async () => {
    await assertFails(upload(as.unverified(alice), attachmentFile(alice), 16, 'application/pdf'));
    await assertFails(upload(as.verified(bob), attachmentFile(alice), 16, 'application/pdf'));
    await given(attachmentFile(alice), 'application/pdf');
    await assertFails(getBytes(ref(as.verified(bob).storage(), attachmentFile(alice))));
    await assertFails(deleteObject(ref(as.verified(bob).storage(), attachmentFile(alice))));
    await assertFails(deleteObject(ref(as.unverified(alice).storage(), attachmentFile(alice))));
    await assertSucceeds(deleteObject(ref(as.verified(alice).storage(), attachmentFile(alice))));
  });

  it('of the earlier shape, shared by the languages of a question, stay readable but take no new writes', async () => {
    await given(sharedAttachmentFile(alice), 'application/pdf');
    await assertSucceeds(getBytes(ref(as.verified(alice).storage(), sharedAttachmentFile(alice))));
    await assertFails(upload(as.verified(alice), sharedAttachmentFile(alice), 16, 'application/pdf'));
    await assertFails(upload(as.verified(alice), `${earlierFilesPath(alice)}/faq/cards-block/new.pdf`, 16, 'application/pdf'));
    await assertFails(deleteObject(ref(as.verified(alice).storage(), sharedAttachmentFile(alice))));
  });
});
