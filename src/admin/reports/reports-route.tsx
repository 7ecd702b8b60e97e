import { Navigate, Route, Routes } from 'react-router-dom';
import { mayUseArea } from '#src/domain/staff/permissions';
import { es } from '#src/i18n/es-admin';
import { NoAccess } from '#src/admin/shell/admin-access';
import { AreaGate } from '#src/admin/shell/area-gate';
import { useStaffMember } from '#src/admin/shell/use-staff-member';
import { REPORTS, REPORTS_SCREEN } from './report-list';
import { AttendancePage } from './attendance-page';
import { ClassFillPage } from './class-fill-page';
import { CoachesPage } from './coaches-page';
import { CustomersPage } from './customers-page';
import { SalesPage } from './sales-page';

const PAGES = {
  ventas: SalesPage,
  ocupacion: ClassFillPage,
  asistencia: AttendancePage,
  coaches: CoachesPage,
  clientes: CustomersPage,
} as const;

/** /admin/reportes opens the first report the role may see. */
function FirstReport() {
  const member = useStaffMember();
  const first = REPORTS.find((report) => mayUseArea(member, report.area));
  return first ? <Navigate to={first.key} replace /> : <NoAccess text={es.admin.forbidden} />;
}

/**
 * The reports' lazy chunk (decision 075): the chart library (@chakra-ui/charts on recharts) is
 * imported only from here, so no other page of the back-office downloads it.
 */
export default function ReportsRoute() {
  return (
    <Routes>
      <Route index element={<FirstReport />} />
      {REPORTS.map(({ key }) => {
        const Page = PAGES[key];
        return (
          <Route
            key={key}
            path={key}
            element={
              <AreaGate screen={`${REPORTS_SCREEN}/${key}`}>
                <Page />
              </AreaGate>
            }
          />
        );
      })}
    </Routes>
  );
}
