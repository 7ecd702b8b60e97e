import { useMemo } from 'react';
import { readStudioLocations } from '#src/api/reads/public-site';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { useFileUrl } from '#src/config/file-url';
import { studioJsonLd } from '#src/domain/structured-data';
import { JsonLd } from '#src/ui/json-ld';

/** The studio as a schema.org ExerciseGym with its locations (once they are read). */
export function StudioJsonLd() {
  const config = useAppConfig();
  const fileUrl = useFileUrl();
  const locations = useRead(readStudioLocations, undefined);
  const data = useMemo(() => {
    const origin = window.location.origin;
    const absolute = (src: string | null) => (src ? new URL(fileUrl(src), origin).href : null);
    return studioJsonLd({
      name: config.businessName,
      description: config.tagline,
      url: `${origin}/`,
      logo: absolute(config.navbarLogo),
      image: absolute(config.socialMediaImage),
      telephone: config.whatsapp,
      locationText: config.raw.location?.trim() || null,
      locations: locations.data ?? [],
    });
  }, [config, fileUrl, locations.data]);
  // Without its locations the studio is published only after they are known (or failed).
  if (locations.status === 'loading') return null;
  return <JsonLd data={data} />;
}
