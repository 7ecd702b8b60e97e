import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { mayUseArea } from '#src/domain/staff/permissions';
import { es } from '#src/i18n/es-admin';
import { NoAccess } from './admin-access';
import { areaOfScreen } from './screen-areas';
import { useStaffMember } from './use-staff-member';

/**
 * A screen the signed-in role may not use, reached by its address, says so ('No tienes
 * permiso…') instead of loading calls the server would refuse. `screen` defaults to the
 * `:resource` segment of the route.
 */
export function AreaGate({ screen, children }: { screen?: string; children: ReactNode }) {
  const { resource } = useParams();
  const member = useStaffMember();
  const area = areaOfScreen(screen ?? resource ?? '');
  if (area !== undefined && !mayUseArea(member, area)) return <NoAccess text={es.admin.forbidden} />;
  return <>{children}</>;
}
