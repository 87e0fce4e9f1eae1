// Product, banner and brand images are relative paths under one configurable prefix (api/CALLS.md).
export function imageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  const configured = (globalThis as { __STORE_CONFIG__?: { imageBase?: string } }).__STORE_CONFIG__?.imageBase;
  return `${configured ?? '/api/images'}/${path}`;
}
