import { Image, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppConfig } from '#src/config/app-config-context';
import { useFileUrl } from '#src/config/file-url';
import { es } from '#src/i18n/es';

/** The studio's logo (or name) linking home. */
export function BrandLogo() {
  const config = useAppConfig();
  const fileUrl = useFileUrl();
  const name = config.businessName || es.shell.home;
  return (
    <Link asChild fontWeight="bold" fontSize="lg" flexShrink={0}>
      <RouterLink to="/">
        {config.navbarLogo ? <Image src={fileUrl(config.navbarLogo)} alt={name} maxH="48px" /> : name}
      </RouterLink>
    </Link>
  );
}
