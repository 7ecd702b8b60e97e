import { Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { readHomePackages } from '#src/api/reads/public-site';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { PackageCard } from '#src/ui/package-card';
import { CardGrid } from '#src/ui/card-grid';
import { LandingSection } from './landing-section';

/** The packages the studio puts on its home page, each bought from its card, and the full list. */
export function PackagesSection({ id }: { id: string }) {
  const { classPackagesName, classPackagesPath } = useAppConfig();
  const read = useRead(readHomePackages, undefined);
  return (
    <LandingSection
      id={id}
      title={classPackagesName || es.site.packages}
      read={read}
      loading={es.site.packagesLoading}
      failed={es.site.packagesError}
    >
      {(packages) => (
        <>
          <CardGrid
            items={packages}
            keyOf={(pkg) => pkg.class_package_id}
            columns={{ base: 1, sm: 2, lg: 3 }}
          >
            {(pkg) => <PackageCard pkg={pkg} />}
          </CardGrid>
          <Box mt={6}>
            <Button asChild variant="outline">
              <RouterLink to={classPackagesPath}>{es.site.allPackages}</RouterLink>
            </Button>
          </Box>
        </>
      )}
    </LandingSection>
  );
}
