import { describe, expect, it } from 'vitest';
import { toAccountChanges, type SettingsValues } from './settings-values';

const values: SettingsValues = {
  name: 'Ana',
  surname: 'Petrovska',
  company: 'Demo Banka',
  language: 'mk',
  assistantName: 'Vesna',
  assistantNames: { mk: 'Весна', en: '', sq: '' },
  bubbleColor: '#0B5FFF',
  photo: 'data:image/png;base64,AA==',
  bankName: 'Demo Banka',
  bankNames: { mk: ' Демо Банка ', en: '', sq: '' },
  location: 'Skopje',
  contact: 'Ana Petrovska',
  phone: '+389 2 3200 200',
  destinationEmail: 'leads@demobanka.example',
  timeZone: 'Europe/Skopje',
  currency: 'MKD',
  consent: { mk: '', en: '', sq: '' },
  customerType: 'individual',
};

describe('the changes a settings save writes', () => {
  it('are only the sections that differ, so saving the bank does not count as confirming the personal details', () => {
    expect(toAccountChanges(values, values)).toEqual({});
    expect(toAccountChanges({ ...values, phone: '+389 2 1111 111' }, values)).toEqual({ bank: expect.objectContaining({ phone: '+389 2 1111 111' }) });
    expect(toAccountChanges({ ...values, timeZone: 'Europe/Tirane', currency: 'EUR' }, values)).toEqual({ bank: expect.objectContaining({ timeZone: 'Europe/Tirane', currency: 'EUR' }) });
    expect(toAccountChanges({ ...values, consent: { ...values.consent, en: '  I agree.  ' } }, values)).toEqual({ bank: expect.objectContaining({ consent: { mk: '', en: 'I agree.', sq: '' } }) });
  });

  it("write the names as written in each language trimmed, with the assistant's or the bank's section", () => {
    expect(toAccountChanges({ ...values, assistantNames: { mk: 'Весна', en: ' Vesna ', sq: '' } }, values)).toEqual({
      assistant: { name: 'Vesna', names: { mk: 'Весна', en: 'Vesna', sq: '' }, bubbleColor: '#0B5FFF' },
    });
    expect(toAccountChanges({ ...values, bankNames: { mk: 'Демо Банка', en: '', sq: 'Demo Banka' } }, values)).toEqual({
      bank: expect.objectContaining({ name: 'Demo Banka', names: { mk: 'Демо Банка', en: '', sq: 'Demo Banka' } }),
    });
  });

  it('record personal details never saved before, even unchanged, when they are to be confirmed', () => {
    expect(toAccountChanges(values, values, { confirmPersonalDetails: true })).toEqual({
      profile: { name: 'Ana', surname: 'Petrovska', company: 'Demo Banka', language: 'mk' },
    });
  });
});
