// A page rendered on the edge (ARCHITECTURE.md, "How a page is composed"): the released shell's
// server entry for this shopper's shell version renders the route with the sections this shopper's
// registry names. The head and the shell go out at once; the React stream follows into #root; the
// page ends with what the browser needs to hydrate (window.__SSR__, under the response's nonce).
// Whenever the server render cannot be had, the caller sends the plain shell page as before.
import { PassThrough, Writable, type Readable } from 'node:stream';
import path from 'node:path';
import type { HeadTags } from '@store/shared';
import type { ShopperView } from '../shopper-registry';
import { scriptJson } from '../html-text';
import { firstViewComplete } from '../start-up/first-view-scripts';
import { isPastTheBudget, type PageStream } from '../../src/ssr/render-contract';
import type { ShellServerEntry } from './shell-server-builds';
import type { PageHtml } from '../page-head/render-page';

export interface ServerRenderSettings {
  /** The edge's checked copy of the versions: each server build is in remotes/<name>/<version>/server/. */
  copyDir: string;
  apiUrl: string;
  /** How long a section's server module and first-view data may take (default 200 ms). */
  budgetMs: number;
  /** A render still streaming after this long is cut off; what is left renders in the browser. */
  abortAfterMs: number;
  warn: (message: string) => void;
  /** Told of each part of a page left to the browser (the edge counts them in /metrics). */
  leftToBrowser: (part: LeftPart, why: LeftWhy) => void;
}

/** What of a page the browser is left to render: a section's module, a section's data, or the whole page. */
export type LeftPart = 'module' | 'data' | 'page';
/** Late: past the budget, as on a busy machine (the design). Failed: an error, which should not happen. */
export type LeftWhy = 'late' | 'failed';

const lateOrFailed = (reason: string): LeftWhy => (isPastTheBudget(reason) ? 'late' : 'failed');

export interface ServerRenderedPage {
  status: number;
  body: Readable;
  /** Once the body has ended: the route's section and every other was rendered here, with its data. */
  complete: () => boolean;
}

interface PageRequest {
  /**
   * The shell's page with this response's own head (registry, hints, the section's head tags), given
   * the head tags of the page's section (its pictures to preload decide how the scripts start).
   */
  pageFor: (head: HeadTags | undefined) => PageHtml;
  view: ShopperView;
  url: string;
  nonce: string;
  shellServer: ShellServerEntry;
  /** The route's own section; the page's first view is complete when the server rendered it. */
  route?: { remote: string; module: string };
}

export async function serverRenderedPage(
  { pageFor, view, url, nonce, shellServer, route }: PageRequest,
  settings: ServerRenderSettings,
): Promise<ServerRenderedPage | null> {
  if (!view.registry || pageFor(undefined).root === '') return null;
  // Anything left to the browser (a section, or a section's data) needs the page's scripts for the first view.
  let leftToBrowser = false;
  let completed = false;
  const leave = (part: LeftPart, why: LeftWhy, message: string) => {
    leftToBrowser = true;
    settings.leftToBrowser(part, why);
    settings.warn(message);
  };
  let prepared;
  try {
    prepared = await shellServer.renderPage({
      url,
      registry: view.registry,
      remotesDir: path.join(settings.copyDir, 'remotes'),
      apiUrl: settings.apiUrl,
      nonce,
      budgetMs: settings.budgetMs,
      onSlotSkipped: (remote, module, reason) =>
        leave('module', lateOrFailed(reason), `${remote} ${module} renders in the browser: ${reason}`),
      onSlotWithoutData: (remote, module, reason) =>
        leave(
          'data',
          lateOrFailed(reason),
          `${remote} ${module} is rendered without its data, which the browser fetches: ${reason}`,
        ),
    });
  } catch (error) {
    settings.leftToBrowser('page', 'failed');
    settings.warn(`the page renders in the browser: ${String(error)}`);
    return null;
  }
  const { beforeRoot: before, afterRoot: after } = pageFor(prepared.head);
  const body = new PassThrough();
  body.write(`${before}<div id="root">`);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      body.write(chunk, () => done());
    },
    final(done) {
      const rendered = prepared.renderedState();
      const routeRendered = rendered.slots.some((slot) => slot.remote === route?.remote && slot.module === route?.module);
      completed = routeRendered && !leftToBrowser;
      const complete = completed ? firstViewComplete() : '';
      const state = `<script nonce="${nonce}">window.__SSR__=${scriptJson(rendered)};${complete}</script>`;
      body.end(`</div>${state}${after}`);
      done();
    },
  });
  // The body is piped once everything is ready, so every section is in place in the HTML (a client
  // that runs no script sees it all); when something is still pending after the budget, the shell is
  // piped as it is and the rest streams into its Suspense boundaries.
  const rendering: {
    stream?: PageStream;
    piped: boolean;
    shellReady: boolean;
    allReady: boolean;
    /** The render ran past abortAfterMs: what it had not finished is late, not broken. */
    cutOff: boolean;
    timers: NodeJS.Timeout[];
  } = {
    piped: false,
    cutOff: false,
    shellReady: false,
    allReady: false,
    timers: [],
  };
  const pipe = () => {
    if (rendering.piped || !rendering.stream || !rendering.shellReady) return;
    rendering.piped = true;
    rendering.stream.pipe(sink);
  };
  const stopTimers = () => rendering.timers.forEach((timer) => clearTimeout(timer));
  const stream = prepared.render({
    // React may report readiness before render() has returned the stream.
    onShellReady: () => {
      rendering.shellReady = true;
      if (rendering.allReady) pipe();
      else rendering.timers.push(setTimeout(pipe, settings.budgetMs));
    },
    onShellError: (error) => {
      settings.leftToBrowser('page', 'failed');
      settings.warn(`the page renders in the browser: ${String(error)}`);
      stopTimers();
      body.end(`</div>${after}`);
    },
    onAllReady: () => {
      rendering.allReady = true;
      stopTimers();
      pipe();
    },
    onError: (error) =>
      leave('module', rendering.cutOff ? 'late' : 'failed', `a section renders in the browser: ${String(error)}`),
  });
  rendering.stream = stream;
  if (rendering.allReady) pipe();
  const cutOff = () => {
    rendering.cutOff = true;
    stream.abort(new Error('the server render took too long'));
  };
  rendering.timers.push(setTimeout(cutOff, settings.abortAfterMs));
  return { status: prepared.status, body, complete: () => completed };
}
