// The category tiles' steps until the shopper reaches in (category-slider.tsx, auto-steps.ts): one tile
// further every TIMERS.bannerAutoplayMs, sliding over Swiper's default 300 ms, and back to the first
// once the last is in view, as the Swiper slider does (rewind), in the row the server drew.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useAutoSteps } from './auto-steps';
import { CategoryTile } from './category-tile';
import { TILE_GAP } from './category-swiper';
import { SLIDER_CATEGORIES } from './home-content';
import styles from './category-slider.module.css';

const TILE_SPEED_MS = 300;

/** `shown`: given the first tile in view, so Swiper can take over from it. */
export function CategorySteps({ shown }: { shown: RefObject<number> }) {
  const row = useRef<HTMLDivElement>(null);
  const next = useCallback((index: number) => {
    // Tiles in view: 8, 5 or 3 by width, as CSS lays the row out (category-slider.module.css).
    const perView = Number(getComputedStyle(row.current!).getPropertyValue('--per-view')) || 8;
    return index + perView >= SLIDER_CATEGORIES.length ? 0 : index + 1;
  }, []);
  const position = useAutoSteps(next, TILE_SPEED_MS);
  useEffect(() => {
    shown.current = position.index;
  }, [shown, position.index]);

  return (
    <div ref={row} className={styles.row} data-testid="category-steps" data-shown={position.index}>
      {SLIDER_CATEGORIES.map((tile, index) => (
        <div
          key={tile.label}
          className={`${styles.cell} ${position.moving ? styles.moving : ''}`}
          style={{ transform: `translateX(calc(${-position.index} * (100% + ${TILE_GAP}px)))` }}
        >
          <CategoryTile tile={tile} index={index} />
        </div>
      ))}
    </div>
  );
}
