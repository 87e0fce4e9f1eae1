import { useCatalogT } from '../i18n/messages';
// Short description as bullets. The text may separate points with new lines, bullets, '|', ';'
// or list markup; markup is never rendered, only its text.
function plainText(text: string): string {
  return text
    .replace(/<\/?(li|br|p|ul|ol)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

function pieces(text: string | null | undefined, separators: RegExp): string[] {
  if (!text) return [];
  return plainText(text)
    .split(separators)
    .map((point) => point.replace(/^[\s\-*–]+/, '').trim())
    .filter(Boolean);
}

export const descriptionPoints = (text: string | null | undefined) => pieces(text, /\r?\n|•|\||;/);

/** The long description keeps its sentences together: only line breaks start a new paragraph. */
export const descriptionParagraphs = (text: string | null | undefined) => pieces(text, /\r?\n/);

export function ShortDescription({ text, className }: { text: string | null | undefined; className?: string }) {
  const t = useCatalogT();
  const points = descriptionPoints(text);
  if (points.length === 0) return null;
  return (
    <div className={className}>
      <ul translate="no">
        {points.map((point, index) => (
          <li key={index}>{point}</li>
        ))}
      </ul>
      <p className="muted" style={{ fontSize: '0.8rem' }}>
        {t('product.disclaimer')}
      </p>
    </div>
  );
}
