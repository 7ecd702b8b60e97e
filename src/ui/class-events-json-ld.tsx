import type { SingleClass } from '#src/api/entities';
import { useMemo } from 'react';
import { useAppConfig } from '#src/config/app-config-context';
import { useFileUrl } from '#src/config/file-url';
import { checkoutPath } from '#src/domain/packages';
import { classEventJsonLd } from '#src/domain/structured-data';
import { JsonLd } from './json-ld';

/** The public schedule's classes as schema.org Events (one script holding the list). */
export function ClassEventsJsonLd({ classes }: { classes: readonly SingleClass[] }) {
  const config = useAppConfig();
  const fileUrl = useFileUrl();
  const data = useMemo(() => {
    const origin = window.location.origin;
    return classes.map((singleClass) =>
      classEventJsonLd(singleClass, {
        studio: { name: config.businessName, url: `${origin}/` },
        offsetHours: config.timezoneOffset,
        fileUrl: (src) => (src ? new URL(fileUrl(src), origin).href : null),
        scheduleUrl: `${origin}/calendario`,
        checkoutUrl: (id) => `${origin}${checkoutPath(id)}`,
      }),
    );
  }, [classes, config.businessName, config.timezoneOffset, fileUrl]);
  if (data.length === 0) return null;
  return <JsonLd data={data} />;
}
