import { useState } from 'react';
import { RemoteSlot } from '../../federation/remote-slot';
import { PlainSearchForm } from './plain-search-form';
import { useShellT } from '../../i18n/messages';

interface Props {
  onNavigate?: () => void;
  autoFocus?: boolean;
  /** Opened on a tap (the bottom bar's): see RemoteSlot. */
  browserOnly?: boolean;
}

/**
 * The catalog's search-with-suggestions; the plain form stands in while it loads or is down. What the
 * shopper types into the stand-in, and its focus, pass to the catalog's box when it takes its place.
 */
export function SearchSlot({ onNavigate, autoFocus, browserOnly }: Props) {
  const [typed, setTyped] = useState({ term: '', focused: false });
  const t = useShellT();
  const fallback = (
    <PlainSearchForm
      onNavigate={onNavigate}
      autoFocus={autoFocus}
      term={typed.term}
      onTyped={(term, focused) => setTyped({ term, focused })}
    />
  );
  return (
    <RemoteSlot
      remote="mfe-catalog"
      module="SearchSuggest"
      browserOnly={browserOnly}
      props={{
        placeholder: t('search.placeholder'),
        onNavigate,
        autoFocus: autoFocus || typed.focused,
        initialTerm: typed.term,
      }}
      loading={fallback}
      renderFailure={() => fallback}
    />
  );
}
