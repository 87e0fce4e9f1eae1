// The edge's HTML in a component test: what a test hydrates (`@store/shared/test-support/server-rendered`).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** `rendered` as the server renders it, in a container on the page. */
export function serverRendered(rendered: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(rendered);
  document.body.append(container);
  return container;
}
