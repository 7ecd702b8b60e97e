import { useState } from 'react';
import { warnConfigOnce } from '#src/config/config-warnings';
import styles from './site-image.module.css';

interface SiteImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: the browser reserves the box before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** Only the landing's hero: fetched first, never lazily. */
  priority?: boolean;
  /** The caller's look (size, fit, corners) from its CSS module: a plain `<img>`, no Chakra. */
  className?: string;
}

/**
 * A studio image on the public site: sized, lazy unless it is the page's one priority image,
 * and gone (not a broken icon) when its URL fails, with the reason in the console once.
 */
export function SiteImage({ src, alt, width, height, priority = false, className }: SiteImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className ? `${styles.image} ${className}` : styles.image}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'low'}
      onError={() => {
        warnConfigOnce(`La imagen ${src} no se pudo cargar; se oculta.`);
        setFailed(true);
      }}
    />
  );
}
