import { act, renderHook, waitFor } from '@testing-library/react';
import { useFormik } from 'formik';
import { describe, expect, it } from 'vitest';
import { useStoredVersion } from './use-stored-version';

interface Stored {
  name: string;
  phone: string;
  /** What a save changes besides the content (a server time): not a change the form cares about. */
  savedAt: number;
}
interface Values {
  name: string;
  phone: string;
}

const same = (a: Stored, b: Stored) => a.name === b.name && a.phone === b.phone;
const toValues = ({ name, phone }: Stored): Values => ({ name, phone });
const first: Stored = { name: 'Demo Banka', phone: '+389 2 000', savedAt: 1 };

function renderForm(onSubmit: () => Promise<void> = async () => undefined) {
  return renderHook(
    ({ stored }: { stored: Stored }) => {
      const formik = useFormik({ initialValues: toValues(first), onSubmit });
      const version = useStoredVersion(formik, { stored, same, toValues });
      return { formik, version };
    },
    { initialProps: { stored: first } },
  );
}

describe('useStoredVersion', () => {
  it('follows every new stored version while nothing is typed', async () => {
    const { result, rerender } = renderForm();
    const next = { ...first, phone: '+389 2 111', savedAt: 2 };
    rerender({ stored: next });
    await waitFor(() => expect(result.current.formik.values).toEqual({ name: 'Demo Banka', phone: '+389 2 111' }));
    expect(result.current.formik.dirty).toBe(false);
    expect(result.current.version.baseline).toBe(next);
    expect(result.current.version.changedElsewhere).toBeNull();
  });

  it('ignores a new save of the same content', () => {
    const { result, rerender } = renderForm();
    act(() => void result.current.formik.setFieldValue('name', 'Nova Banka'));
    rerender({ stored: { ...first, savedAt: 2 } });
    expect(result.current.version.changedElsewhere).toBeNull();
    expect(result.current.version.baseline).toBe(first);
  });

  it('keeps what was typed and raises the notice when another version arrives', () => {
    const { result, rerender } = renderForm();
    act(() => void result.current.formik.setFieldValue('name', 'Nova Banka'));
    rerender({ stored: { ...first, phone: '+389 2 111', savedAt: 2 } });
    expect(result.current.version.changedElsewhere).toBe('while-editing');
    expect(result.current.formik.values).toEqual({ name: 'Nova Banka', phone: '+389 2 000' });
    expect(result.current.version.baseline).toBe(first);
  });

  it('takes a version that holds exactly what was typed as its own', async () => {
    const { result, rerender } = renderForm();
    act(() => void result.current.formik.setFieldValue('name', 'Nova Banka'));
    rerender({ stored: { ...first, name: 'Nova Banka', savedAt: 2 } });
    await waitFor(() => expect(result.current.formik.dirty).toBe(false));
    expect(result.current.version.changedElsewhere).toBeNull();
  });

  it('on "keep", moves the changes onto the new version: the typed field stays, the others follow', () => {
    const { result, rerender } = renderForm();
    act(() => void result.current.formik.setFieldValue('name', 'Nova Banka'));
    const next = { ...first, phone: '+389 2 111', savedAt: 2 };
    rerender({ stored: next });
    act(() => result.current.version.keepChanges());
    expect(result.current.formik.values).toEqual({ name: 'Nova Banka', phone: '+389 2 111' });
    expect(result.current.formik.initialValues).toEqual({ name: 'Demo Banka', phone: '+389 2 111' });
    expect(result.current.formik.dirty).toBe(true);
    expect(result.current.version.baseline).toBe(next);
    expect(result.current.version.changedElsewhere).toBeNull();
  });

  it('on "load", drops the changes for the new version', () => {
    const { result, rerender } = renderForm();
    act(() => void result.current.formik.setFieldValue('name', 'Nova Banka'));
    const next = { ...first, phone: '+389 2 111', savedAt: 2 };
    rerender({ stored: next });
    act(() => result.current.version.loadSaved());
    expect(result.current.formik.values).toEqual({ name: 'Demo Banka', phone: '+389 2 111' });
    expect(result.current.formik.dirty).toBe(false);
    expect(result.current.version.baseline).toBe(next);
  });

  it('says so when a save is refused, and measures the next save from what a save left', () => {
    const { result } = renderForm();
    act(() => result.current.version.refused());
    expect(result.current.version.changedElsewhere).toBe('on-save');
    const saved = { name: 'Nova Banka', phone: '+389 2 000', savedAt: 3 };
    act(() => result.current.version.saved(saved));
    expect(result.current.version.changedElsewhere).toBeNull();
    expect(result.current.version.baseline).toBe(saved);
  });

  it('lets a version that arrives during a save wait for the save to end', async () => {
    let finish = () => undefined as void;
    const { result, rerender } = renderForm(() => new Promise<void>((resolve) => (finish = resolve)));
    act(() => void result.current.formik.setFieldValue('name', 'Nova Banka'));
    act(() => void result.current.formik.submitForm());
    await waitFor(() => expect(result.current.formik.isSubmitting).toBe(true));
    rerender({ stored: { ...first, phone: '+389 2 111', savedAt: 2 } });
    expect(result.current.version.changedElsewhere).toBeNull();

    await act(async () => finish());
    await waitFor(() => expect(result.current.version.changedElsewhere).toBe('while-editing'));
  });
});
