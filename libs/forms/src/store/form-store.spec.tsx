import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { renderWithProviders } from '@console/testing';
import { FormTextField } from '../fields/FormTextField';
import { Form } from './Form';
import { useFormField, useFormValue } from './use-form-field';

/** A field that counts its renders, as a stand-in for an expensive one. */
function CountedField({ name, renders }: { name: string; renders: string[] }) {
  const field = useFormField<string>(name);
  renders.push(field.value);
  return <output aria-label={name}>{field.value}</output>;
}

function Greeting() {
  return <p>Hello, {useFormValue<string>('name')}</p>;
}

/** A form whose fields are children made once, as a form that keeps its parts the same across renders. */
async function renderForm(renders: string[]) {
  return renderWithProviders(
    <Formik initialValues={{ name: 'Ana', city: 'Skopje', note: 'ac' }} validationSchema={object({ name: string().required() })} onSubmit={() => undefined}>
      <Form noValidate>
        <FormTextField name="name" label="Name" />
        <FormTextField name="note" label="Note" />
        <CountedField name="city" renders={renders} />
        <Greeting />
      </Form>
    </Formik>,
  );
}

describe('fields reading the form through its store', () => {
  it('renders a field again when its own value changes, not on every keystroke in another field', async () => {
    const renders: string[] = [];
    const { user } = await renderForm(renders);
    const before = renders.length;
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ta');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Anata');
    expect(screen.getByText('Hello, Anata')).toBeInTheDocument();
    expect(renders).toHaveLength(before);
  });

  it('shows a field’s error once it was left, from a render of that field alone', async () => {
    const renders: string[] = [];
    const { user } = await renderForm(renders);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.tab();
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(renders.every((value) => value === 'Skopje')).toBe(true);
  });

  it('keeps the caret where the person types inside a text', async () => {
    const { user } = await renderForm([]);
    const note = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });
    await user.type(note, 'b', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    await user.keyboard('!');
    expect(note).toHaveValue('ab!c');
    expect(note.selectionStart).toBe(3);
  });
});
