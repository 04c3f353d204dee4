/** Input the rules refused: `problems` maps each field path (e.g. `fields.minAmount`, `texts.mk.name`) to its message key. */
export class ProductInputError extends Error {
  override readonly name = 'ProductInputError';
  constructor(readonly problems: Record<string, string>) {
    super(`Invalid product: ${Object.keys(problems).join(', ')}`);
  }
}
