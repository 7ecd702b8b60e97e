import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useAppConfig } from '#src/config/app-config-context';
import { regularPackages, trialPackages } from '#src/domain/packages';
import { es } from '#src/i18n/es';
import { readPackages } from '#src/api/reads/catalogue';
import { usePageMeta } from '#src/app/use-page-meta';
import { useRead } from '#src/app/use-read';
import { ReadState } from '#src/ui/load-states';
import { PackageSection } from '#src/ui/package-card';

/**
 * /paquetes, /mystudio/paquetes and the studio's configured path: the trial packages first,
 * then the regular list, titled with the studio's own name for packages.
 */
export function Component() {
  const { classPackagesName } = useAppConfig();
  usePageMeta({ title: classPackagesName });
  const read = useRead(readPackages, undefined);
  const packages = read.data;
  const trials = useMemo(() => (packages ? trialPackages(packages) : []), [packages]);
  const regular = useMemo(() => (packages ? regularPackages(packages) : []), [packages]);

  return (
    <Container maxW="6xl" py={8}>
      <Heading as="h1" size="2xl" mb={6}>
        {classPackagesName}
      </Heading>
      <ReadState read={read} loading={es.packages.loading} failed={es.packages.loadError} />
      {packages && trials.length === 0 && regular.length === 0 && <Text>{es.packages.empty}</Text>}
      <Stack gap="10">
        {trials.length > 0 && <PackageSection title={es.packages.trialTitle} packages={trials} />}
        {regular.length > 0 && <PackageSection title={es.packages.listTitle} packages={regular} />}
      </Stack>
    </Container>
  );
}
