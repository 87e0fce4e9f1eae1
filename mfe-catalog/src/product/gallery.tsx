// Main image with clickable thumbnails; the main image is the product page's largest paint.
import { discountPercent, imageUrl, type Product, useEarlyInput } from '@store/shared';
import { useState } from 'react';
import { SmartImage } from '../common/smart-image';
import styles from './product-page.module.css';
import { useCatalogT } from '../i18n/messages';

export function imagesOf(product: Product): string[] {
  return (product.Images ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
}

export function Gallery({ product }: { product: Product }) {
  const images = imagesOf(product);
  const [index, setIndex] = useState(0);
  const early = useEarlyInput();
  const t = useCatalogT();
  const discount = discountPercent(product);
  const current = images[index] ?? '';

  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        {discount > 0 && <span className={styles.discountBadge}>{t('gallery.off', { percent: discount })}</span>}
        <SmartImage
          key={current}
          src={imageUrl(current)}
          alt={product.Name}
          width={600}
          height={600}
          priority
          className={styles.mainImg}
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('gallery.images')}>
          {images.map((path, i) => (
            <li key={`${path}-${i}`}>
              <button
                {...early}
                type="button"
                className={`${styles.thumb} ${i === index ? styles.thumbActive : ''}`}
                aria-label={t('gallery.show', { number: i + 1, count: images.length })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <SmartImage
                  src={imageUrl(path)}
                  alt=""
                  fallbackLabel={String(i + 1)}
                  width={80}
                  height={80}
                  className={styles.thumbImg}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
