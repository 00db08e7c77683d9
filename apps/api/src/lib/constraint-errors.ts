import { type AppError, badRequest } from './errors.js';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from './pg-errors.js';

/**
 * What a feature answers when the database refuses a write for one of its constraints.
 * Each receives the violated constraint's name (e.g. `menus_market_id_markets_id_fk`) so
 * a feature with several can tell them apart.
 */
export interface ConstraintAnswers {
  /** A unique constraint: usually a 409 naming the duplicate. */
  unique?: (constraint: string | undefined) => AppError | Promise<AppError>;
  /** A foreign key: a 400 for a chosen item that is gone, a 409 for a row still in use. */
  foreignKey?: (constraint: string | undefined) => AppError | Promise<AppError>;
}

/**
 * Runs a write and turns the constraint violations the feature names into its answers;
 * anything else is thrown on unchanged. The one place that tells a unique violation from
 * a foreign-key one, so no service inspects PostgreSQL error codes itself.
 */
export async function answeringConstraintErrors<T>(
  answers: ConstraintAnswers,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (answers.unique && isUniqueViolation(error)) {
      throw await answers.unique(violatedConstraint(error));
    }
    if (answers.foreignKey && isForeignKeyViolation(error)) {
      throw await answers.foreignKey(violatedConstraint(error));
    }
    throw error;
  }
}

/** A reference table: the part of a constraint's name and the message for it, in order. */
export type ReferenceMessages = ReadonlyArray<readonly [constraintPart: string, message: string]>;

/** The 400 for a chosen item that does not exist, named by the first matching entry. */
export function missingReference(
  constraint: string | undefined,
  references: ReferenceMessages = [],
  fallback = 'A referenced item does not exist.',
): AppError {
  const found = references.find(([part]) => constraint?.includes(part));
  return badRequest(found?.[1] ?? fallback);
}
