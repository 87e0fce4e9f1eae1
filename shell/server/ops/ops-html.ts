// The operator page's HTML: server-rendered, no script, its own few styles; not part of the shop's bundles.
import { escapeHtml } from '../html-text';
import type { OpsRemote, OpsState } from './ops-state';

const escape = (value: string | number | null | undefined) => escapeHtml(String(value ?? ''));

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1b1b1b}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}th,td{border-bottom:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}
button{font:inherit;padding:.3rem .8rem;cursor:pointer}form.inline{display:inline}label{display:block;margin:.5rem 0 .2rem}
input,select{font:inherit;padding:.3rem}.status{padding:.6rem 1rem;border:2px solid #1a6f2c;background:#eef8f0}.problem{border-color:#a4161a;background:#fbeaea}
.bad{color:#a4161a;font-weight:600}h2{margin-top:2rem}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} - Store operations</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function loginPage(problem?: string): string {
  return page(
    'Log in',
    `<h1>Store operations</h1>${problem ? `<p class="status problem" role="alert">${escape(problem)}</p>` : ''}
<form method="post" action="/ops/login"><label for="name">Your name (for the audit log)</label><input id="name" name="name" required maxlength="60" autocomplete="name">
<label for="token">Operations token</label><input id="token" name="token" type="password" required autocomplete="current-password">
<p><button type="submit">Log in</button></p></form>`,
  );
}

export function disabledPage(): string {
  return page('Off', '<h1>Store operations</h1><p>The operations page is off: start the store with OPS_TOKEN set to use it.</p>');
}

const kb = (bytes: number | null) => (bytes === null ? '-' : `${(bytes / 1024).toFixed(1)} KB`);
const when = (iso: string | null) => (iso ? escape(iso.replace('T', ' ').slice(0, 19)) : '-');
const rate = (value: number | null) => (value === null ? '-' : `${(value * 100).toFixed(1)}%`);

/** A form that posts to /ops/<path> with the session's anti-forgery token. */
function postForm(path: string, csrf: string, inner: string, inline = true): string {
  return `<form${inline ? ' class="inline"' : ''} method="post" action="/ops/${path}"><input type="hidden" name="csrf" value="${escape(csrf)}">${inner}</form>`;
}

function actionButton(csrf: string, remote: string, action: string, label: string): string {
  return postForm(
    'confirm',
    csrf,
    `<input type="hidden" name="remote" value="${escape(remote)}"><input type="hidden" name="action" value="${action}"><button type="submit">${escape(label)}</button>`,
  );
}

function remoteSection(remote: OpsRemote, csrf: string): string {
  const older = remote.versions.filter((entry) => entry.version !== remote.current && entry.version !== remote.canary?.version);
  const rows = remote.versions
    .map((entry) => {
      const role =
        entry.version === remote.current
          ? 'current'
          : entry.version === remote.canary?.version
            ? `canary, ${remote.canary?.percent}% of shoppers`
            : '';
      const worse = entry.errorRate !== null && entry.errorRate > 0.05;
      return `<tr><td>${escape(entry.version)}</td><td>${escape(role)}</td><td>${when(entry.builtAt)}</td><td>${kb(entry.jsGzipBytes)}</td><td>${entry.views}</td><td>${entry.errors}</td><td${worse ? ' class="bad"' : ''}>${rate(entry.errorRate)}</td></tr>`;
    })
    .join('');
  const actions = remote.canary
    ? actionButton(csrf, remote.name, 'promote', `Promote ${remote.canary.version}`) +
      ' ' +
      actionButton(csrf, remote.name, 'rollback', 'End the canary')
    : actionButton(csrf, remote.name, 'rollback', 'Roll back') +
      (older.length > 0
        ? ' ' +
          postForm(
            'confirm',
            csrf,
            `<input type="hidden" name="remote" value="${escape(remote.name)}"><input type="hidden" name="action" value="rollback-to">
<label for="to-${escape(remote.name)}" style="display:inline">Roll back to</label> <select id="to-${escape(remote.name)}" name="to">${older.map((entry) => `<option>${escape(entry.version)}</option>`).join('')}</select> <button type="submit">Roll back to this version</button>`,
          )
        : '');
  return `<section aria-labelledby="h-${escape(remote.name)}"><h2 id="h-${escape(remote.name)}">${escape(remote.name)}</h2>
<p>Current: <strong>${escape(remote.current)}</strong>${remote.canary ? `; canary <strong>${escape(remote.canary.version)}</strong> for ${remote.canary.percent}% of shoppers` : '; no canary'}</p>
<table><caption>Published versions of ${escape(remote.name)}, newest first; views and errors in the last hour</caption>
<thead><tr><th scope="col">Version</th><th scope="col">Serves</th><th scope="col">Built</th><th scope="col">JavaScript (gzip)</th><th scope="col">Views</th><th scope="col">Errors</th><th scope="col">Error rate</th></tr></thead><tbody>${rows}</tbody></table>
<p>${actions}</p></section>`;
}

export function opsPage(state: OpsState, operator: string, csrf: string, message?: { text: string; problem: boolean }): string {
  const audit = state.audit
    .map(
      (record) =>
        `<tr><td>${when(record.at)}</td><td>${escape(record.by)}</td><td>${escape(record.remote)}</td><td>${escape(record.action)}</td><td>${escape(record.from ?? '-')}</td><td>${escape(record.to ?? '-')}</td><td>${escape(record.detail ?? '')}</td></tr>`,
    )
    .join('');
  return page(
    'Releases',
    `<h1>Store operations</h1><p>Logged in as ${escape(operator)}.</p>${postForm('logout', csrf, '<button type="submit">Log out</button>', false)}
${message ? `<p class="status${message.problem ? ' problem' : ''}" role="${message.problem ? 'alert' : 'status'}">${escape(message.text)}</p>` : ''}
${state.figuresError ? `<p class="status problem">Field figures are not available (${escape(state.figuresError)}).</p>` : ''}
${state.remotes.map((remote) => remoteSection(remote, csrf)).join('') || '<p>Nothing is released yet.</p>'}
<h2 id="audit">Audit log</h2><table aria-labelledby="audit"><thead><tr><th scope="col">When (UTC)</th><th scope="col">Who</th><th scope="col">Remote</th><th scope="col">What</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Detail</th></tr></thead><tbody>${audit}</tbody></table>`,
  );
}

export function confirmPage(question: string, fields: Record<string, string>, csrf: string): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return page(
    'Confirm',
    `<h1>Confirm</h1><p>${escape(question)}</p>${postForm('act', csrf, `${hidden}<button type="submit">Confirm</button> <a href="/ops">Cancel</a>`, false)}`,
  );
}
