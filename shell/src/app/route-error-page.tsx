import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import type { Translate } from '@store/runtime';
import { useShellT, type ShellKey } from '../i18n/messages';

function describe(error: unknown, t: Translate<ShellKey>): string {
  if (isRouteErrorResponse(error)) return error.status === 404 ? t('error.notFound') : `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router fallback of docs/screens.md §2, for unknown paths and errors in the shell itself. */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useShellT();
  return (
    <section className="page" role="alert">
      <h1 className="page-title">{t('error.title')}</h1>
      <p>{describe(error, t)}</p>
      <a className="btn btn-primary" href="/">
        {t('error.home')}
      </a>
    </section>
  );
}
