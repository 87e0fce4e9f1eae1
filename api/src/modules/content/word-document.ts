// Is this really a Word document? Read with well-kept parsers, never by the file's name:
// - .doc: an OLE compound file (cfb) holding a WordDocument stream that starts with Word's FIB
//   magic (0xA5EC). Any other OLE file (Excel, PowerPoint, an MSI installer) is refused.
// - .docx: a zip (yauzl) with [Content_Types].xml declaring a WordprocessingML main document and
//   that part present. Every entry is inflated with a running count, so an archive that inflates
//   past MAX_INFLATED_BYTES (a zip bomb: 306 KB to 300 MB) or holds more than MAX_ENTRIES files is
//   refused without inflating the rest; sizes that lie about what the entry holds fail yauzl's checks.
import CFB from 'cfb';
import yauzl from 'yauzl';

export const MAX_INFLATED_BYTES = 20 * 1024 * 1024;
export const MAX_ENTRIES = 1000;
const WORD_FIB_MAGIC = 0xa5ec;
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

export type DocxVerdict = 'word' | 'not-word' | 'too-large';

export function isWordOle(content: Buffer): boolean {
  try {
    const container = CFB.read(content, { type: 'buffer' });
    const stream = CFB.find(container, 'WordDocument');
    const bytes = stream?.content ? Buffer.from(stream.content as Uint8Array) : undefined;
    return bytes !== undefined && bytes.length >= 2 && bytes.readUInt16LE(0) === WORD_FIB_MAGIC;
  } catch {
    return false;
  }
}

class TooLarge extends Error {}

export async function checkDocx(content: Buffer): Promise<DocxVerdict> {
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(content, { lazyEntries: true, strictFileNames: false, validateEntrySizes: true }, (error, file) =>
        error ? reject(error) : resolve(file),
      ),
    );
  } catch {
    return 'not-word';
  }
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close();
    return 'too-large';
  }
  let inflated = 0;
  let contentTypes = '';
  const names = new Set<string>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        names.add(entry.fileName);
        if (entry.fileName.endsWith('/')) {
          zip.readEntry();
          return;
        }
        // Declared sizes first (cheap), then the real count while inflating (they may lie).
        if (inflated + entry.uncompressedSize > MAX_INFLATED_BYTES) {
          reject(new TooLarge());
          return;
        }
        zip.openReadStream(entry, (error, stream) => {
          if (error) {
            reject(error);
            return;
          }
          const keep = entry.fileName === '[Content_Types].xml';
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            if (inflated > MAX_INFLATED_BYTES) {
              stream.destroy();
              reject(new TooLarge());
              return;
            }
            if (keep) chunks.push(chunk);
          });
          stream.on('error', reject);
          stream.on('end', () => {
            if (keep) contentTypes = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  } catch (error) {
    return error instanceof TooLarge ? 'too-large' : 'not-word';
  } finally {
    zip.close();
  }
  const main = /<Override\b[^>]*\bPartName="\/([^"]+)"[^>]*\bContentType="([^"]+)"/g;
  for (const match of contentTypes.matchAll(main)) {
    if (match[2] === WORD_MAIN && names.has(match[1]!)) return 'word';
  }
  // The attributes may come in the other order.
  for (const match of contentTypes.matchAll(/<Override\b[^>]*\bContentType="([^"]+)"[^>]*\bPartName="\/([^"]+)"/g)) {
    if (match[1] === WORD_MAIN && names.has(match[2]!)) return 'word';
  }
  return 'not-word';
}
