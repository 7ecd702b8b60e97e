import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport a section starts loading: it is ready by the time it is seen. */
const AHEAD = '600px 0px';

/**
 * Renders `children` (and so starts their reads) only once this spot comes near the viewport.
 * Until then it holds `minH` of space and the section's anchor `id`, so the page's length stays
 * put and a link to the anchor (`/#horarios`) scrolls here, which loads the section.
 */
export function NearViewport({ id, children, minH }: { id: string; children: ReactNode; minH: string }) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = spot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={spot} id={id} style={{ minHeight: minH }} aria-hidden="true" />;
}
