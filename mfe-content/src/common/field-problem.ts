import { useContentT, type ContentKey } from '../i18n/messages';

/** What is wrong with a field, as words of the catalogue: state keeps the key, the render the language. */
export interface FieldProblem {
  key: ContentKey;
  values?: Record<string, string | number>;
}

export const REQUIRED: FieldProblem = { key: 'form.required' };
export const NOT_AN_EMAIL: FieldProblem = { key: 'form.email' };

/** A field's problem in the shopper's language, for the field's error line. */
export function useProblemText(): (problem?: FieldProblem) => string | undefined {
  const t = useContentT();
  return (problem) => (problem ? t(problem.key, problem.values) : undefined);
}
