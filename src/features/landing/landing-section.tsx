import type { ReactNode } from 'react';
import type { Read } from '#src/app/use-read';
import { ReadState } from '#src/ui/load-states';
import { SectionFrame } from './section-frame';

interface LandingSectionProps<T> {
  /** The anchor (`/#nosotros`) and the section's marker for tests and styles. */
  id: string;
  title: string;
  read: Read<T[], undefined>;
  loading: string;
  failed: string;
  children: (items: T[]) => ReactNode;
}

/**
 * A landing section that shows server data: its heading, then the loading line, or its own
 * error with a retry (never a blank page), or its content. A section with nothing to show is
 * not shown at all.
 */
export function LandingSection<T>({ id, title, read, loading, failed, children }: LandingSectionProps<T>) {
  if (read.status === 'ready' && read.data?.length === 0) return null;
  return (
    <SectionFrame id={id} title={title}>
      <ReadState read={read} loading={loading} failed={failed} />
      {read.data && read.data.length > 0 && children(read.data)}
    </SectionFrame>
  );
}
