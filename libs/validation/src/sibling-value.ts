/** The value of the sibling field `field` next to the one a yup test checks (`this` in the test). */
export function siblingValue(context: { parent?: unknown }, field: string): unknown {
  const parent = context.parent;
  return typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>)[field] : undefined;
}
