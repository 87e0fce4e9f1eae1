// Test helpers for payment tests: reading the PayU form and the sandbox page as a browser would.
import assert from 'node:assert/strict';

export const STORE = 'http://localhost:3000';

export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!
      .replaceAll('&amp;', '&')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>');
  }
  return fields;
}

/** The sandbox page holds two forms; this returns the fields of the one whose button says `label`. */
export function sandboxForm(html: string, label: string): { action: string; fields: Record<string, string> } {
  const forms = html.split('</form>');
  const form = forms.find((part) => part.includes(`>${label}</button>`));
  assert.ok(form, `no form with a ${label} button`);
  const action = /<form method="post" action="([^"]+)">/.exec(form)![1]!;
  return { action: action.replaceAll('&amp;', '&'), fields: formFields(form) };
}
