// What React reads from a component of each kind, and what every function has: never copied
// (hoist-non-react-statics' lists, told apart by `$$typeof` without react-is).
const reactStatics = ['childContextTypes', 'contextType', 'contextTypes', 'defaultProps', 'displayName', 'getDefaultProps', 'getDerivedStateFromError', 'getDerivedStateFromProps', 'mixins', 'propTypes', 'type'];
const forwardRefStatics = ['$$typeof', 'render', 'defaultProps', 'displayName', 'propTypes'];
const memoStatics = ['$$typeof', 'compare', 'defaultProps', 'displayName', 'propTypes', 'type'];
const functionStatics = new Set(['name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity']);

function staticsOf(component: object): Set<string> {
  const kind = (component as { $$typeof?: unknown }).$$typeof;
  if (kind === Symbol.for('react.memo')) return new Set(memoStatics);
  return new Set(kind === Symbol.for('react.forward_ref') ? forwardRefStatics : reactStatics);
}

/** Copies a component's statics (its own and inherited ones, other than React's) onto the component that wraps it. */
export default function hoistNonReactStatics<T extends object>(target: T, source: object): T {
  const inherited = Object.getPrototypeOf(source) as object | null;
  if (inherited && inherited !== Object.prototype) hoistNonReactStatics(target, inherited);
  const [targetStatics, sourceStatics] = [staticsOf(target), staticsOf(source)];
  for (const key of [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)]) {
    // The library looks its lists up in plain objects, so it also leaves out every name Object.prototype has.
    if (typeof key === 'string' && (functionStatics.has(key) || targetStatics.has(key) || sourceStatics.has(key) || key in Object.prototype)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    if (!descriptor) continue;
    try {
      Object.defineProperty(target, key, descriptor);
    } catch {
      // A property the target does not let be defined stays the target's own, as with the library.
    }
  }
  return target;
}
