import { describe, expect, it } from 'vitest';
import { uploadFraction, uploadRefusal } from './upload-checks';

const images = { allowedTypes: ['image/png', 'image/jpeg'], maxBytes: 1024 };

describe('uploadRefusal', () => {
  it('lets an allowed type within the size limit through', () => {
    expect(uploadRefusal(new Blob([new Uint8Array(1024)]), { ...images, contentType: 'image/png' })).toBeNull();
  });

  it('refuses a type that is not listed with storage/invalid-format', () => {
    const refusal = uploadRefusal(new Blob(['%PDF']), { ...images, contentType: 'application/pdf' });

    expect(refusal).toMatchObject({ name: 'BackendError', code: 'storage/invalid-format' });
    expect(refusal?.message).toContain('application/pdf');
  });

  it('refuses a file one byte over the limit with storage/file-too-large', () => {
    const refusal = uploadRefusal(new Blob([new Uint8Array(images.maxBytes + 1)]), { ...images, contentType: 'image/jpeg' });

    expect(refusal).toMatchObject({ name: 'BackendError', code: 'storage/file-too-large' });
  });

  it('reports the type first when both checks fail', () => {
    expect(uploadRefusal({ size: images.maxBytes * 10 }, { ...images, contentType: 'text/html' })?.code).toBe('storage/invalid-format');
  });
});

describe('uploadFraction', () => {
  it('divides bytes sent by total bytes', () => {
    expect(uploadFraction(0, 400)).toBe(0);
    expect(uploadFraction(100, 400)).toBe(0.25);
    expect(uploadFraction(400, 400)).toBe(1);
  });

  it('counts an empty file as done', () => {
    expect(uploadFraction(0, 0)).toBe(1);
  });
});
