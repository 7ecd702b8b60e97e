import type { ReactNode } from 'react';
import layout from '#src/ui/plain/layout.module.css';
import { headingClass } from '#src/ui/plain/heading-class';
import styles from './landing.module.css';

/** The frame every landing section shares: a labelled region with its h2. */
export function SectionFrame({
  id,
  title,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  /** On the studio's light tint (the mission), setting it apart from its neighbours. */
  tinted?: boolean;
}) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      data-section={id}
      aria-labelledby={headingId}
      className={tinted ? `${styles.section} ${styles.tinted}` : styles.section}
    >
      <div className={layout.container}>
        <h2 id={headingId} className={headingClass('2xl', styles.sectionTitle)}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
