// Three promotional videos with one player (docs/screens.md §2, §4: selecting an item makes it active).
// Nothing but thumbnails is fetched from the video service until the shopper presses play; the
// posters are drawn with the video's title, so they read well when the service cannot be reached.
import { PlayIcon, useEarlyInput } from '@store/shared';
import { useState } from 'react';
import { VIDEOS, type PromoVideo } from './home-content';
import section from './home-section.module.css';
import { VideoPoster } from './video-poster';
import styles from './video-section.module.css';
import { useCatalogT } from '../i18n/messages';
import { useHomeWord } from './home-words';
const embed = (video: PromoVideo) => `https://www.youtube-nocookie.com/embed/${video.videoId}?autoplay=1&rel=0`;

export function VideoSection() {
  const t = useCatalogT();
  const word = useHomeWord();
  const [activeId, setActiveId] = useState(VIDEOS[0]?.id);
  const [playing, setPlaying] = useState(false);
  const early = useEarlyInput();
  const active = VIDEOS.find((video) => video.id === activeId) ?? VIDEOS[0];
  if (!active) return null;

  function select(video: PromoVideo) {
    setActiveId(video.id);
    setPlaying(false);
  }

  return (
    <section className={section.section} aria-labelledby="videos-title">
      <div className={section.header}>
        <h2 id="videos-title" className={section.title}>
          {t('home.videos')}
        </h2>
      </div>
      <div className={styles.layout}>
        <div className={styles.player}>
          {playing ? (
            <iframe
              className={styles.frame}
              src={embed(active)}
              title={word(active.title)}
              allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
            />
          ) : (
            <button
              {...early}
              type="button"
              className={styles.poster}
              onClick={() => setPlaying(true)}
              aria-label={t('home.playVideoLabel', { title: word(active.title) })}
            >
              <VideoPoster video={active} size="large" />
              <span className={styles.play}>
                <PlayIcon />
              </span>
            </button>
          )}
          {/* The poster shows the title; once the video plays the title stays under it. */}
          {playing && <p className={styles.nowPlaying}>{word(active.title)}</p>}
        </div>
        <ul className={styles.list} aria-label={t('home.chooseVideo')}>
          {VIDEOS.map((video) => (
            <li key={video.id}>
              <button
                {...early}
                type="button"
                className={`${styles.item} ${video.id === active.id ? styles.active : ''}`}
                aria-pressed={video.id === active.id}
                onClick={() => select(video)}
              >
                <span className={styles.thumb}>
                  <VideoPoster video={video} size="small" />
                  <span className={styles.smallPlay} aria-hidden="true">
                    ▶
                  </span>
                </span>
                <span>{word(video.title)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
