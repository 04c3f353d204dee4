import { describe, expect, it } from 'vitest';
import { paths } from '@console/data-paths';
import { DEMO_ACCOUNT, loadDemoSeed } from '@console/demo-data';
import { LOCALES } from '@console/locale';
import { PRODUCT_KINDS } from '../model/product-kinds';
import { validateProductInput } from './validate-product';

describe("the demo bank's products", () => {
  it('pass the rules the product forms apply, in every language, at least three of each kind', async () => {
    const seed = await loadDemoSeed('demo-check');
    for (const locale of LOCALES) {
      for (const kind of PRODUCT_KINDS) {
        const prefix = `${paths.accountProducts('demo-check', DEMO_ACCOUNT.uid, locale, kind)}/`;
        const products = seed.documents.filter((document) => document.path.startsWith(prefix));
        expect(products.length, `${locale} ${kind}`).toBeGreaterThanOrEqual(3);
        for (const { data } of products) expect(() => validateProductInput(kind, { fields: data['fields'], texts: { [locale]: data['texts'] } })).not.toThrow();
      }
    }
  });
});
