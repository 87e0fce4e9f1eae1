import { RemoteSlot } from '../../federation/remote-slot';
import { PlainSearchForm } from './plain-search-form';

interface Props {
  onNavigate?: () => void;
  autoFocus?: boolean;
}

/** The catalog's search-with-suggestions; the plain form stands in while it loads or is down. */
export function SearchSlot({ onNavigate, autoFocus }: Props) {
  const fallback = <PlainSearchForm onNavigate={onNavigate} autoFocus={autoFocus} />;
  return (
    <RemoteSlot
      remote="mfe-catalog"
      module="SearchSuggest"
      props={{ placeholder: 'Search for products, brands and more', onNavigate, autoFocus }}
      loading={fallback}
      renderFailure={() => fallback}
    />
  );
}
