import { describe, expect, it } from 'vitest';
import { mapLead } from './map-lead';

describe('mapLead', () => {
  it('reads a stored request as plain data and checks what a customer could have sent', () => {
    expect(mapLead({ id: 'l1', path: 'p/l1', data: { name: 'Ана', contact: 'ana@primer.mk', amount: 'much', termMonths: 'long', locale: 'xx', channel: 'fax', createdAt: 5, handled: 'yes' } })).toEqual({
      id: 'l1',
      name: 'Ана',
      contact: 'ana@primer.mk',
      productId: null,
      productName: null,
      amount: null,
      termMonths: null,
      currency: 'MKD',
      locale: 'mk',
      channel: 'web',
      createdAt: 5,
      handled: false,
      consentText: '',
    });
  });
});
