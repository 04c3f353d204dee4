export type ClassValue = string | false | null | undefined;

/** Joins the class names that are set; falsy entries let conditions stay inline. */
export function cx(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
