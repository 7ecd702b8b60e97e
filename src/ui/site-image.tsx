import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import { warnConfigOnce } from '#src/config/config-warnings';

interface SiteImageProps extends Omit<ImageProps, 'src' | 'width' | 'height' | 'alt' | 'asChild'> {
  src: string;
  alt: string;
  /** Intrinsic size: the browser reserves the box before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** Only the landing's hero: fetched first, never lazily. */
  priority?: boolean;
}

/**
 * A studio image on the public site: sized, lazy unless it is the page's one priority image,
 * and gone (not a broken icon) when its URL fails, with the reason in the console once.
 */
export function SiteImage({ src, alt, width, height, priority = false, ...rest }: SiteImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image asChild maxW="100%" h="auto" {...rest}>
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'low'}
        onError={() => {
          warnConfigOnce(`La imagen ${src} no se pudo cargar; se oculta.`);
          setFailed(true);
        }}
      />
    </Image>
  );
}
