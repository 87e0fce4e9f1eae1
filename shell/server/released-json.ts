// A published version's JSON files (mf-manifest.json, contract.json) never change: each is read and
// parsed once, by whoever asks first. A file missing or unreadable is asked for again next time.
import fs from 'node:fs';

const parsed = new Map<string, unknown>();

export function readReleasedJson<T>(file: string): T | null {
  if (parsed.has(file)) return parsed.get(file) as T;
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    parsed.set(file, value);
    return value;
  } catch {
    return null;
  }
}

/** Whether the file has been read (a version published by then). */
export function wasRead(file: string): boolean {
  return parsed.has(file);
}
