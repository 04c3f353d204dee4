import type { Decorator } from '@storybook/react-vite';
import { Formik } from 'formik';
import { toSettingsValues } from '../form/settings-values';
import { settingsSchema } from '../form/settings-schema';
import { mapAccount } from '@console/account-data';
import { Form } from '@console/forms';

/** A settings form around a single field, with the demo's values, validating as the real form does. */
export const withSettingsForm: Decorator = (Story) => (
  <Formik
    initialValues={toSettingsValues(
      mapAccount({ profile: { name: 'Ana', language: 'mk' }, assistant: { name: 'Vesna', bubbleColor: '#0B5FFF' }, bank: { name: 'Demo Banka' } }),
    )}
    validationSchema={settingsSchema()}
    onSubmit={() => undefined}
  >
    <Form noValidate style={{ width: 420 }}>
      <Story />
    </Form>
  </Formik>
);
