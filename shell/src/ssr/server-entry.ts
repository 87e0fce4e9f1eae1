// The shell's server entry (dist/server/shell-server.js, published with each shell version). The
// edge requires it for the shell version a shopper's registry names and calls renderPage, and calls
// warmUp when the registry names new versions. The imports are the async boundary that lets Module
// Federation set up the shared singletons first.
import type { RenderPageRequest, PreparedPage, WarmUpRequest, WarmUpResult } from './render-contract';

export { SERVER_RENDER_API } from './render-contract';

export async function renderPage(request: RenderPageRequest): Promise<PreparedPage> {
  const { renderPage: render } = await import('./render-page');
  return render(request);
}

export async function warmUp(request: WarmUpRequest): Promise<WarmUpResult> {
  const { warmUp: warm } = await import('./warm-up');
  return warm(request);
}

export { disposeFederation as dispose } from './server-federation';
