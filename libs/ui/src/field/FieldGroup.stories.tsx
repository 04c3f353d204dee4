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
