// Three promotional videos with one player (docs/screens.md §2, §4: selecting an item makes it active).
// Nothing is fetched from the video service until the shopper presses play: the poster is a
// thumbnail that falls back to a drawn tile when the service cannot be reached.
import { useState } from 'react';
import { PlayIcon } from '../common/icons';
import { SmartImage } from '../common/smart-image';
import { VIDEOS, type PromoVideo } from './home-content';
import section from './home-section.module.css';
import styles from './video-section.module.css';

const thumbnail = (video: PromoVideo) => `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`;
const embed = (video: PromoVideo) => `https://www.youtube-nocookie.com/embed/${video.videoId}?autoplay=1&rel=0`;

export function VideoSection() {
  const [activeId, setActiveId] = useState(VIDEOS[0]?.id);
  const [playing, setPlaying] = useState(false);
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
          Videos
        </h2>
      </div>
      <div className={styles.layout}>
        <div className={styles.player}>
          {playing ? (
            <iframe
              className={styles.frame}
              src={embed(active)}
              title={active.title}
              allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
            />
          ) : (
            <button type="button" className={styles.poster} onClick={() => setPlaying(true)} aria-label={`Play video: ${active.title}`}>
              <SmartImage src={thumbnail(active)} alt="" fallbackLabel={active.title} width={480} height={270} className={styles.posterImage} />
              <span className={styles.play}>
                <PlayIcon />
              </span>
            </button>
          )}
          <p className={styles.nowPlaying}>{active.title}</p>
        </div>
        <ul className={styles.list} aria-label="Choose a video">
          {VIDEOS.map((video) => (
            <li key={video.id}>
              <button
                type="button"
                className={`${styles.item} ${video.id === active.id ? styles.active : ''}`}
                aria-pressed={video.id === active.id}
                onClick={() => select(video)}
              >
                <SmartImage src={thumbnail(video)} alt="" fallbackLabel="▶" width={160} height={90} className={styles.thumb} />
                <span>{video.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
