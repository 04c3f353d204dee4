// lodash's own files, by names the console's aliases (which stand in for lodash-es/clone…) do not match.
import lodashClone from 'lodash-es/clone.js';
import lodashCloneDeep from 'lodash-es/cloneDeep.js';
import lodashIsPlainObject from 'lodash-es/isPlainObject.js';
import lodashToPath from 'lodash-es/toPath.js';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import clone from './clone';
import cloneDeep from './clone-deep';
import hoistNonReactStatics from './hoist-statics';
import isPlainObject from './is-plain-object';
import toPath from './to-path';

// The library itself, past the console's alias (which stands in for it under its own name).
const libraryHoist = createRequire(import.meta.url)('hoist-non-react-statics') as (target: object, source: object) => object;

const photo = new File(['x'], 'card.png', { type: 'image/png' });
// Form values as the console's forms hold them.
const values = {
  category: 'loans',
  top: false,
  question: { mk: 'Дали нудите кредит?', en: '', sq: '' },
  fields: { fixedRate: { min: 4.5, max: 5.9 }, fees: [{ name: 'Обработка', amount: 1 }], hidden: [] as string[] },
  photo: { file: photo, url: null as string | null },
  attachments: [{ name: 'tariff.pdf', size: 1024 }],
};

describe("the console's stand-ins for Formik's helpers", () => {
  it('clone form values deeply as lodash does, keeping a chosen file as it is', () => {
    const withoutFile = { ...values, photo: { url: null } };
    expect(cloneDeep(withoutFile)).toEqual(lodashCloneDeep(withoutFile));
    const copy = cloneDeep(values);
    expect(copy).toEqual(values);
    expect(copy.question).not.toBe(values.question);
    expect(copy.fields.fees[0]).not.toBe(values.fields.fees[0]);
    expect(copy.photo.file).toBe(photo);
    expect(cloneDeep(undefined)).toBe(lodashCloneDeep(undefined));
    expect(cloneDeep('text')).toBe(lodashCloneDeep('text'));
  });

  it('clone one level as lodash does, arrays and objects alike', () => {
    for (const value of [values, values.attachments, values.question, 'text', 3, null, undefined]) {
      const ours = clone(value);
      const theirs = lodashClone(value);
      expect(ours).toEqual(theirs);
      if (value !== null && typeof value === 'object') expect(ours).not.toBe(value);
    }
    expect(Object.getPrototypeOf(clone(new Date(0)))).toBe(Date.prototype);
  });

  it('read field names as paths exactly as lodash does', () => {
    for (const name of ['category', 'question.mk', 'fields.fixedRate.min', 'fields.fees[0].amount', 'fields.fees.0.amount', 'a["b.c"].d', "a['x']", 'a[-1]', '.a', 'a..b', 'a[]', '', 'a.b.', '[0]']) {
      expect(toPath(name)).toEqual(lodashToPath(name));
    }
    expect(toPath(['a', 0, 'b'])).toEqual(lodashToPath(['a', 0, 'b']));
  });

  it('tell plain objects as lodash does', () => {
    for (const value of [{}, Object.create(null), new Object(), values, [], new Date(0), photo, null, undefined, 'x', 1, () => undefined, Object.create({})]) {
      expect(isPlainObject(value)).toBe(lodashIsPlainObject(value));
    }
  });

  it("copy a component's own statics onto its wrapper as hoist-non-react-statics does, React's left out", () => {
    const make = () => {
      const inner = Object.assign(() => null, { displayName: 'Inner', defaultProps: { a: 1 }, propTypes: {}, helper: () => 'help', version: 2 });
      const wrapper = Object.assign(() => null, { displayName: 'Wrapper' });
      return { inner, wrapper };
    };
    const ours = make();
    const theirs = make();
    hoistNonReactStatics(ours.wrapper, ours.inner);
    libraryHoist(theirs.wrapper, theirs.inner);
    const statics = (component: object) => Object.fromEntries(Object.getOwnPropertyNames(component).filter((key) => !['length', 'name', 'prototype'].includes(key)).map((key) => [key, typeof (component as Record<string, unknown>)[key]]));
    expect(statics(ours.wrapper)).toEqual(statics(theirs.wrapper));
    expect((ours.wrapper as unknown as { version: number }).version).toBe(2);
    expect(ours.wrapper.displayName).toBe('Wrapper');
    expect('defaultProps' in ours.wrapper).toBe(false);
  });
});
