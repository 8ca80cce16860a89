// Connects a zod/mini schema to react-hook-form: a dozen lines of ours instead of
// @hookform/resolvers, since our forms are flat (decision 009).
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

export function schemaResolver<Input extends FieldValues, Output>(schema: z.ZodMiniType<Output, Input>): Resolver<Input, unknown, Output> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      // The first problem of a field is the one to fix first.
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
