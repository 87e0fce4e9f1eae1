// Test helpers: Word documents and look-alikes, built with real writers (yazl for zips, cfb for OLE).
import { Readable } from 'node:stream';
import CFB from 'cfb';
import yazl from 'yazl';

const CONTENT_TYPES = (mainPart: string, mainType: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/${mainPart}" ContentType="${mainType}"/>
</Types>`;
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const DOCUMENT =
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Riya Dutta</w:t></w:r></w:p></w:body></w:document>';

async function zip(entries: Array<{ name: string; content: Buffer | Readable }>): Promise<Buffer> {
  const file = new yazl.ZipFile();
  for (const entry of entries) {
    if (Buffer.isBuffer(entry.content)) file.addBuffer(entry.content, entry.name);
    else file.addReadStream(entry.content, entry.name);
  }
  file.end();
  const chunks: Buffer[] = [];
  for await (const chunk of file.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function zeros(bytes: number): Readable {
  const block = Buffer.alloc(1024 * 1024);
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) {
        this.push(null);
        return;
      }
      const size = Math.min(left, block.length);
      left -= size;
      this.push(block.subarray(0, size));
    },
  });
}

export const realDocx = () =>
  zip([
    { name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES('word/document.xml', WORD_MAIN)) },
    { name: 'word/document.xml', content: Buffer.from(DOCUMENT) },
  ]);

/** A .docx that inflates from a few hundred KB to `inflatedBytes` (300 MB, as a crafted upload did). */
export const docxBomb = (inflatedBytes: number) =>
  zip([
    { name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES('word/document.xml', WORD_MAIN)) },
    { name: 'word/document.xml', content: Buffer.from(DOCUMENT) },
    { name: 'word/media/image1.bin', content: zeros(inflatedBytes) },
  ]);

/** Says it is a Word document in [Content_Types].xml, but the main part is missing. */
export const docxWithoutDocument = () =>
  zip([
    { name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES('word/document.xml', WORD_MAIN)) },
    { name: 'word/other.xml', content: Buffer.from('<x/>') },
  ]);

function ole(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, content);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A Word 97-2003 file: a WordDocument stream starting with the FIB magic 0xA5EC. */
export function realDoc(): Buffer {
  const fib = Buffer.alloc(4096);
  fib.writeUInt16LE(0xa5ec, 0);
  return ole({ WordDocument: fib, '1Table': Buffer.alloc(4096) });
}

/** An OLE file that is not Word (an Excel 97 workbook's stream). */
export const otherOle = () => ole({ Workbook: Buffer.alloc(8192, 1) });
