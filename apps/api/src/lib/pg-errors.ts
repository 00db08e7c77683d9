/** PostgreSQL error codes the services translate into answers a person understands. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** The two errors after which PostgreSQL asks for the whole transaction to be run again. */
export const PG_SERIALIZATION_FAILURE = '40001';
export const PG_DEADLOCK_DETECTED = '40P01';

function pgCode(error: unknown): string | undefined {
  // node-postgres puts the code on the error; drizzle may wrap it in `cause`.
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === PG_UNIQUE_VIOLATION;
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === PG_FOREIGN_KEY_VIOLATION;
/** A deadlock or a serialization failure: the transaction was rolled back and may be retried. */
export const isRetryableTransactionError = (error: unknown) => {
  const code = pgCode(error);
  return code === PG_SERIALIZATION_FAILURE || code === PG_DEADLOCK_DETECTED;
};

/** The constraint a violation names, e.g. `ingredients_name_key`. */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
