// The first number format in a page loads ICU's number data: 20–50 ms on a desktop, four times that
// on a phone, whatever the locale, and it was the largest part of the header's hydration. The data
// is loaded once per browser process, so a worker that formats one number loads it on another core
// while the page's stylesheets and scripts download; the page's own formatters then cost a tenth of
// a millisecond. Started by an inline script before the stylesheets. The worker's source is a blob
// made by that script, not a file: on a phone's link a worker's file was fetched after the page's
// scripts (3.9 s after the request for a home page, 0.3 s after the header's first number), too late
// to help. The page's policy allows workers from blob: URLs (security-headers.ts).
import type { InlineScript } from '../page-head/head-items';

/** The inline script that starts the worker for the page's number locale; a browser that refuses it loses only the head start. */
export function numberFormatWorkerScript(locale: string): InlineScript {
  const source = JSON.stringify(
    `new Intl.NumberFormat(${JSON.stringify(locale)},{style:'currency',currency:'INR'}).format(0);close()`,
  );
  // The blob's URL is left for the page's lifetime: revoking it at once could race the worker's start.
  return {
    kind: 'script',
    code: `try{new Worker(URL.createObjectURL(new Blob([${source}],{type:'text/javascript'})))}catch(e){}`,
  };
}
