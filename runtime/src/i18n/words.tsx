import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import { i18n } from './i18n-instance';
import type { Messages } from './define-messages';
import { useFixedT } from './use-t';

interface WordsProps<K extends string> {
  messages: Messages<K>;
  i18nKey: K;
  values?: Record<string, unknown>;
  /** The message's tags as elements: `Fields marked <req>*</req>` with `{ req: <span className="required" /> }`. */
  components?: Record<string, ReactElement>;
}

/** A message with links or emphasis inside it, each language placing them where its grammar puts them. */
export function Words<K extends string>({ messages, i18nKey, values, components }: WordsProps<K>) {
  const t = useFixedT(messages);
  return <Trans i18n={i18n} t={t} i18nKey={i18nKey} values={values} components={components} />;
}
