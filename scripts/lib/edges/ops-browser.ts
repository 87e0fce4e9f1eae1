// An operator at /ops as a browser drives it (shell/server/ops/ops-routes.ts): the login form with
// OPS_TOKEN, the page, the action's confirmation, then Confirm; each post from the page's own origin
// with the session's cookie and the forms' hidden fields.

/** The hidden fields of a page's form (csrf, remote, action, …), as a browser would post them. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[match[1]!] = unescape(match[2]!);
  return fields;
}

function unescape(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export async function rollbackFromOps(
  edgeUrl: string,
  options: { token: string; operator: string; remote: string },
): Promise<{ status: number; text: string }> {
  const origin = new URL(edgeUrl).origin;
  const post = (path: string, form: Record<string, string>, cookie = '') =>
    fetch(`${edgeUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(form).toString(),
    });
  const login = await post('/ops/login', { name: options.operator, token: options.token });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (login.status !== 303 || !cookie) throw new Error(`the /ops login answered ${login.status}: ${await login.text()}`);
  const page = await fetch(`${edgeUrl}/ops`, { headers: { cookie } });
  const { csrf } = hiddenFields(await page.text());
  if (!csrf) throw new Error(`/ops answered ${page.status} without the session's anti-forgery token`);
  const confirm = await post('/ops/confirm', { remote: options.remote, action: 'rollback', csrf }, cookie);
  const fields = hiddenFields(await confirm.text());
  if (confirm.status !== 200 || fields.action !== 'rollback')
    throw new Error(`/ops/confirm answered ${confirm.status} without the rollback's confirmation`);
  const done = await post('/ops/act', fields, cookie);
  const text = await done.text();
  const message = unescape(/role="(?:status|alert)"[^>]*>([^<]*)</.exec(text)?.[1] ?? '');
  return { status: done.status, text: message };
}
