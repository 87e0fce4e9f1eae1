import { useSharedT } from '../i18n/messages';

export function Spinner({ label }: { label?: string }) {
  const t = useSharedT();
  return <span className="spinner" role="progressbar" aria-label={label ?? t('loading')} />;
}
