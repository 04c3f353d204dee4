import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldGroup } from './FieldGroup';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

const meta = {
  title: 'UI/FieldGroup',
  component: FieldGroup,
  args: {
    legend: 'Minimum repayment term',
    children: (
      <>
        <TextField label="Minimum repayment term" labelHidden defaultValue="25" inputMode="numeric" />
        <SelectField
          label="Unit of the minimum term"
          labelHidden
          defaultValue="years"
          options={[
            { value: 'months', label: 'months' },
            { value: 'years', label: 'years' },
          ]}
        />
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}><Story /></div>],
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A period's number and its unit under one name, as in a loan's form. */
export const NumberAndUnit: Story = {};

/** Fields of equal width, as many to a row as fit: a name as written in each language. */
export const EqualFields: Story = {
  args: {
    legend: "The assistant's name in each language",
    hint: 'Only where it is written differently. An empty field means the name above.',
    layout: 'equal',
    children: (
      <>
        <TextField label="In Macedonian" lang="mk" defaultValue="Весна" />
        <TextField label="In English" lang="en" />
        <TextField label="In Albanian" lang="sq" />
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
};
