import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageCode } from '@console/i18n';
import { renderWithProviders } from '@console/testing';
import { ImageInput, type ImageInputProps } from './ImageInput';

const png = (bytes = 1000, name = 'assistant.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function AvatarInput(props: Partial<ImageInputProps> & { initial?: File | string | null }) {
  const { initial = null, onChange, ...rest } = props;
  const [value, setValue] = useState<File | string | null>(initial);
  return (
    <ImageInput
      label="Assistant photo"
      accept={['image/png', 'image/jpeg']}
      maxSizeBytes={2 * 1024 * 1024}
      {...rest}
      value={value}
      onChange={(file) => {
        setValue(file);
        onChange?.(file);
      }}
    />
  );
}

async function renderAvatar(props: Partial<ImageInputProps> & { initial?: File | string | null } = {}, language: LanguageCode = 'en') {
  const result = await renderWithProviders(<AvatarInput {...props} />, { language });
  return { ...result, input: screen.getByLabelText(/Assistant photo/u) as HTMLInputElement };
}

describe('ImageInput', () => {
  let created = 0;
  const createObjectURL = vi.fn(() => `blob:preview-${++created}`);
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    created = 0;
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('is a labelled, keyboard-reachable file input that tells the limits', async () => {
    const user = userEvent.setup();
    const { input } = await renderAvatar();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAccessibleDescription('PNG or JPEG, up to 2 MB');
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('previews the chosen image and hands the file over', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { input } = await renderAvatar({ onChange });
    const file = png();
    await user.upload(input, file);

    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByText('Replace image')).toBeInTheDocument();
  });

  it('frees the previous preview when the image changes and when it goes away', async () => {
    const user = userEvent.setup();
    const { input, unmount } = await renderAvatar();
    await user.upload(input, png(10, 'one.png'));
    await user.upload(input, png(10, 'two.png'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:preview-2');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('refuses a file of the wrong type with a clear message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    const onReject = vi.fn();
    const { input } = await renderAvatar({ onChange, onReject });
    const pdf = new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);

    expect(onChange).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith('type', pdf);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('This file type is not allowed. Choose a PNG or JPEG image.'));
  });

  it('refuses a file over the size limit, naming the limit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { input } = await renderAvatar({ onChange });
    await user.upload(input, png(3 * 1024 * 1024));

    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('The image is too large. Choose one of at most 2 MB.')).toBeInTheDocument();

    await user.upload(input, png(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/too large/u)).not.toBeInTheDocument();
  });

  it('names the limit in Macedonian', async () => {
    const user = userEvent.setup();
    const { input } = await renderAvatar({}, 'mk');
    await user.upload(input, png(3 * 1024 * 1024));
    expect(screen.getByText(/^Сликата е преголема\. Изберете слика од најмногу 2\s/u)).toBeInTheDocument();
  });

  it('removes the image and puts focus back on the file input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { input } = await renderAvatar({ initial: 'https://example.com/avatar.png', onChange });
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://example.com/avatar.png');

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('shows the error given by the form', async () => {
    const { input } = await renderAvatar({ error: 'Image is required', required: true });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PNG or JPEG, up to 2 MB Image is required');
  });

  it('shows the upload progress', async () => {
    await renderAvatar({ initial: png(), progress: 37 });
    expect(screen.getByRole('progressbar', { name: 'Uploading image' })).toHaveAttribute('aria-valuenow', '37');
  });
});
