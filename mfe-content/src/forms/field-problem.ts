import type { ContentKey } from '../i18n/messages';

/** What is wrong with a field, as words of the catalogue: state keeps the key, the render the language. */
export interface FieldProblem {
  key: ContentKey;
  values?: Record<string, string | number>;
}

export const REQUIRED: FieldProblem = { key: 'form.required' };
export const NOT_AN_EMAIL: FieldProblem = { key: 'form.email' };
