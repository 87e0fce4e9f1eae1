// One tile of the category slider: its circle image and label, opening the category in a new tab.
import { imageUrl } from '@store/shared';
import { categoryPath } from '../common/links';
import { SmartImage } from '../common/smart-image';
import type { Tile } from './home-content';
import styles from './category-slider.module.css';
import { useHomeWord } from './home-words';

export function CategoryTile({ tile, index }: { tile: Tile; index: number }) {
  const word = useHomeWord();
  return (
    <a className={styles.tile} href={categoryPath(tile.category)} target="_blank" rel="noopener">
      <span className={styles.circle}>
        {/* The tiles sit just under the banner: the visible ones are the home page's largest paint. */}
        <SmartImage
          src={imageUrl(tile.image)}
          alt=""
          fallbackLabel={word(tile.label)}
          width={120}
          height={120}
          className={styles.image}
          eager={index < 8}
          priority={index === 0}
        />
      </span>
      <span className={styles.label}>{word(tile.label)}</span>
    </a>
  );
}
