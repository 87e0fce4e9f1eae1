// A video's poster drawn by the store: its title on the chain's colours, with the service's own
// thumbnail laid over it only once that thumbnail has loaded (offline, the drawn poster stays).
import { useState } from 'react';
import { imageUrl } from '@store/shared';
import type { PromoVideo } from './home-content';
import styles from './video-poster.module.css';
import { useCatalogT } from '../i18n/messages';
import { useHomeWord } from './home-words';

interface VideoPosterProps {
  video: PromoVideo;
  /** The big poster under the player shows the title; the list's small ones sit beside it. */
  size: 'large' | 'small';
}

const thumbnail = (video: PromoVideo) => `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`;

export function VideoPoster({ video, size }: VideoPosterProps) {
  const t = useCatalogT();
  const word = useHomeWord();
  const [loaded, setLoaded] = useState(false);
  return (
    <span className={`${styles.poster} ${styles[size]}`} data-testid="video-poster">
      <span className={styles.art} aria-hidden="true">
        <img
          className={styles.topic}
          src={imageUrl(`categories/${video.topic}.webp`)}
          alt=""
          width={300}
          height={300}
          loading="lazy"
        />
      </span>
      <img
        className={`${styles.thumb} ${loaded ? styles.shown : ''}`}
        src={thumbnail(video)}
        alt=""
        width={size === 'large' ? 480 : 160}
        height={size === 'large' ? 270 : 90}
        loading="lazy"
        decoding="async"
        onLoad={() => setLoaded(true)}
      />
      {size === 'large' && (
        // The words read "Play video <title>" in the DOM, the start of the play button's name
        // "Play video: <title>": axe's label-content-name-mismatch joins text nodes without spaces.
        <span className={styles.caption}>
          <span className={styles.kicker}>{t('home.playVideo')}</span> <span className={styles.title}>{word(video.title)}</span>
        </span>
      )}
    </span>
  );
}
