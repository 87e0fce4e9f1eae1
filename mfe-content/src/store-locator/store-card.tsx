import { imageUrl, type Store } from '@store/shared';
import { useContentT } from '../i18n/messages';
import styles from './store-locator.module.css';

const IMAGE_PATH = /\.(svg|png|jpe?g|webp|gif|avif)(\?.*)?$/i;

/** docs/screens.md §3 names the store's picture `url`; an answer may also carry it as `image`. */
export function storeImagePath(store: Store & { image?: string | null }): string | undefined {
  return [store.image, store.url].find((path): path is string => typeof path === 'string' && IMAGE_PATH.test(path));
}

/** tel: links take digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function StoreCard({ store }: { store: Store }) {
  const t = useContentT();
  const image = storeImagePath(store);
  return (
    <article className={`card ${styles.store}`}>
      {image ? (
        <img
          className={styles.storeImage}
          src={imageUrl(image)}
          alt={t('storeLocator.showroomImage', { name: store.name })}
          loading="lazy"
          width={160}
          height={120}
        />
      ) : null}
      <div className={styles.storeBody}>
        {/* The store list's own words: names and addresses as the api gives them. */}
        <h5 className={styles.storeName} translate="no">
          {store.name}
        </h5>
        <address className={styles.storeAddress} translate="no">
          {store.address}
        </address>
        <p className={styles.storeLinks}>
          {store.phone ? (
            <a href={telHref(store.phone)} aria-label={t('storeLocator.call', { name: store.name, phone: store.phone })}>
              {store.phone}
            </a>
          ) : null}
          {store.google_location ? (
            <a href={store.google_location} target="_blank" rel="noopener noreferrer">
              {t('storeLocator.viewOnMap')}
              <span className="sr-only">{t('storeLocator.viewOnMapFor', { name: store.name })}</span>
            </a>
          ) : null}
        </p>
      </div>
    </article>
  );
}
