import { describe, expect, it } from 'vitest';
import { pageLocationParams } from './page-location';

describe('pageLocationParams', () => {
  it('sends the path without the query or fragment, and the referrer as its origin only', () => {
    const location = { origin: 'https://console.bank.example', pathname: '/set-new-password' };
    expect(pageLocationParams(location, 'https://mail.example/inbox?oobCode=secret#x')).toEqual({
      page_location: 'https://console.bank.example/set-new-password',
      page_referrer: 'https://mail.example',
    });
    expect(pageLocationParams(location, '')).toMatchObject({ page_referrer: '' });
    expect(pageLocationParams(location, 'not an address')).toMatchObject({ page_referrer: '' });
  });
});
