import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router fallback of docs/screens.md §2, for unknown paths and errors in the shell itself. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <section className="page" role="alert">
      <h1 className="page-title">Unexpected Application Error!</h1>
      <p>{describe(error)}</p>
      <a className="btn btn-primary" href="/">
        Go to Home
      </a>
    </section>
  );
}
