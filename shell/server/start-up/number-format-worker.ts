// The first number format in a page loads ICU's number data: 20–50 ms on a desktop, four times that
// on a phone, whatever the locale, and it was the largest part of the shell's longest start-up task.
// The data is loaded once per browser process, so a worker that formats one number loads it on
// another core while the page's stylesheets and scripts download; the page's own formatters then
// cost a tenth of a millisecond. Started by an inline script before the stylesheets (it need not
// wait for them); allowed by the page's script-src 'self'.
import type { FastifyPluginAsync } from 'fastify';
import type { InlineScript } from '../page-head/head-items';

export const NUMBER_FORMAT_WORKER_PATH = '/number-format-worker.js';

const WORKER_SOURCE = "new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(0);\nclose();\n";

/** The inline script that starts the worker; a browser that refuses it loses nothing but the head start. */
export function numberFormatWorkerScript(): InlineScript {
  return { kind: 'script', code: `try{new Worker('${NUMBER_FORMAT_WORKER_PATH}')}catch(e){}` };
}

export const numberFormatWorkerRoutes: FastifyPluginAsync = async (app) => {
  app.get(NUMBER_FORMAT_WORKER_PATH, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('text/javascript; charset=utf-8').send(WORKER_SOURCE),
  );
};
