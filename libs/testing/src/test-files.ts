/** A file of `bytes` bytes with the given type, as a file picker hands it over. */
export function imageFile(name = 'photo.png', type = 'image/png', bytes = 2_048): File {
  return new File([new Uint8Array(bytes).fill(7)], name, { type });
}

/** jsdom has no object URLs; image previews and the local file store need them. Returns the undo. */
export function installObjectUrls(): () => void {
  if (typeof URL.createObjectURL === 'function') return () => undefined;
  let next = 0;
  Object.assign(URL, { createObjectURL: () => `blob:test-${++next}`, revokeObjectURL: () => undefined });
  return () => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  };
}
