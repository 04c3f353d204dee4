import { ValidationError, type Schema } from 'yup';

/** The first message a schema gives for `value`, or null when the value is valid. */
export async function messageFor(schema: Schema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** Like messageFor, for the field `path` of an object schema. */
export async function messageAt(schema: Schema, values: Record<string, unknown>, path: string): Promise<string | null> {
  try {
    await schema.validateAt(path, values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}
