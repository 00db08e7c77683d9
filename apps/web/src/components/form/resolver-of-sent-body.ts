import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver that checks what would be sent rather than what the fields hold:
 * `toBody` turns the values into the request body (rows with their table order, saved ids
 * renamed) and the endpoint's own schema validates that, so the form and the API cannot
 * disagree. Error paths are the body's; where those differ from the form's, the caller
 * moves them.
 */
export function resolverOfSentBody<Values extends FieldValues, Body>(
  schema: z.ZodType<Body>,
  toBody: (values: Values) => unknown,
): Resolver<Values, unknown, Body> {
  // The schema reads the body, not the form values: the types differ on purpose.
  const check = zodResolver(schema as z.ZodType<Body, FieldValues>) as unknown as Resolver<
    Values,
    unknown,
    Body
  >;
  return (values, context, options) => check(toBody(values) as Values, context, options);
}
