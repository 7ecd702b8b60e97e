import { lazy, Suspense } from 'react';
import { es } from '#src/i18n/es-admin';
import { LoadingLine } from '#src/ui/load-states';
import type { RichTextProps } from './rich-text';

// The editor (ProseMirror) loads with the first form that writes HTML, not with every list.
const RichText = lazy(() => import('./rich-text'));

/** The editor of the HTML fields (announcements, pages, payment instructions, descriptions). */
export function HtmlEditor(props: RichTextProps) {
  return (
    <Suspense fallback={<LoadingLine text={es.app.loading} />}>
      <RichText {...props} />
    </Suspense>
  );
}
