import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-link';

const base = 'http://localhost:4200/widget/frame.html';

describe('safeLink', () => {
  it('lets web pages through, and files of the chat’s own origin', () => {
    expect(safeLink('https://demobanka.example/krediti', base)).toBe('https://demobanka.example/krediti');
    expect(safeLink('/demo/tariff.pdf', base)).toBe('http://localhost:4200/demo/tariff.pdf');
    expect(safeLink('blob:http://localhost:4200/2f0c', base)).toBe('blob:http://localhost:4200/2f0c');
  });

  it('refuses scripts, data, other schemes and plain http elsewhere', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', 'http://phish.example/login', 'blob:https://elsewhere.example/1', 'file:///etc/passwd']) {
      expect(safeLink(url, base), url).toBeNull();
    }
    expect(safeLink('', base)).toBeNull();
    expect(safeLink(null, base)).toBeNull();
  });
});
