// An image that never shows a broken icon: when the file is missing (or the shopper is offline)
// a labelled tile in the store's colours takes its place. Lazy unless told it is above the fold.
import { useState, type CSSProperties } from 'react';
import styles from './smart-image.module.css';

/** A <picture> source: the file to show instead of `src` while `media` matches. */
export interface ImageSource {
  media: string;
  srcSet: string;
}

interface SmartImageProps {
  src: string;
  sources?: ImageSource[];
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above the fold: load at once; `priority` also asks the browser to fetch it first. */
  eager?: boolean;
  priority?: boolean;
  /** Text drawn on the stand-in tile; the alt text when omitted. */
  fallbackLabel?: string;
}

export function SmartImage({ src, sources, alt, width, height, className, eager, priority, fallbackLabel }: SmartImageProps) {
  const [failed, setFailed] = useState(!src);
  const ratio: CSSProperties = { aspectRatio: `${width} / ${height}` };
  if (failed) {
    return (
      <span
        className={`${styles.fallback} ${className ?? ''}`}
        style={ratio}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <span aria-hidden="true">{fallbackLabel ?? alt}</span>
      </span>
    );
  }
  const image = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
  if (!sources?.length) return image;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} />
      ))}
      {image}
    </picture>
  );
}
