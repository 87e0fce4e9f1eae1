import { imageUrl } from '@store/shared';
import { Link } from 'react-router-dom';
import { categoryPath } from '../common/links';
import { SmartImage } from '../common/smart-image';
import { TILE_GROUPS } from './home-content';
import styles from './tile-groups.module.css';
import { useHomeWord } from './home-words';

export function TileGroups() {
  const word = useHomeWord();
  return (
    <div className={styles.groups}>
      {TILE_GROUPS.map((group) => (
        <section key={group.title} className={styles.group} aria-label={word(group.title)}>
          <h2 className={styles.title}>{word(group.title)}</h2>
          <ul className={styles.tiles}>
            {group.tiles.map((tile) => (
              <li key={tile.label}>
                <Link className={styles.tile} to={categoryPath(tile.category)}>
                  <SmartImage
                    src={imageUrl(tile.image)}
                    alt=""
                    fallbackLabel={word(tile.label)}
                    width={160}
                    height={120}
                    className={styles.image}
                  />
                  <span>{word(tile.label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
