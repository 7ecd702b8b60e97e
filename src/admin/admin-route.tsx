import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { adminBase } from '#src/domain/admin-host';
import { AdminBaseContext } from './admin-base';
import { CustomerPage } from './customers/customer-page';
import { CustomersPage } from './customers/customers-page';
import { SpecialEventAttendeesPage, SpecialEventsPage } from './customers/special-events-page';
import { ResourceEditPage } from './editor/resource-edit-page';
import { ResourceListPage } from './editor/resource-list-page';
import { ReservationPage } from './schedule/reservation-page';
import { RosterPage } from './schedule/roster-page';
import { SchedulePage } from './schedule/schedule-page';
import { SentMailsPage } from './schedule/sent-mails-page';
import { AdminAccess } from './shell/admin-access';
import { AreaGate } from './shell/area-gate';
import { AdminHome, AdminShell } from './shell/admin-shell';
import { FormBuilderPage } from './studio/form-builder-page';
import { FormsPage } from './studio/forms-page';
import { SettingsPage } from './studio/settings-page';
import { TeamPage } from './studio/team-page';
import { es } from '#src/i18n/es-admin';
import { LoadingLine } from '#src/ui/load-states';

// The reports and their chart library come in their own chunk, only when a report is opened.
const ReportsRoute = lazy(() => import('./reports/reports-route'));

/**
 * The back-office's one lazy entry (`/admin/*`, or the whole site on an `admin.` host): nothing
 * under src/admin reaches a customer's browser unless they open it.
 */
export function Component() {
  return (
    <AdminBaseContext.Provider value={adminBase(window.location.hostname)}>
      <AdminAccess>
        <AdminShell>
          <Routes>
            <Route index element={<AdminHome />} />
            <Route
              path="ajustes"
              element={
                <AreaGate screen="ajustes">
                  <SettingsPage />
                </AreaGate>
              }
            />
            <Route
              path="equipo"
              element={
                <AreaGate screen="equipo">
                  <TeamPage />
                </AreaGate>
              }
            />
            <Route
              path="formularios"
              element={
                <AreaGate screen="formularios">
                  <FormsPage />
                </AreaGate>
              }
            />
            <Route
              path="formularios/:id"
              element={
                <AreaGate screen="formularios">
                  <FormBuilderPage />
                </AreaGate>
              }
            />
            <Route
              path="reportes/*"
              element={
                <Suspense fallback={<LoadingLine text={es.reports.loading} />}>
                  <ReportsRoute />
                </Suspense>
              }
            />
            <Route
              path="horarios"
              element={
                <AreaGate screen="horarios">
                  <SchedulePage />
                </AreaGate>
              }
            />
            <Route
              path="horarios/clase/:id"
              element={
                <AreaGate screen="horarios">
                  <RosterPage />
                </AreaGate>
              }
            />
            <Route
              path="correos"
              element={
                <AreaGate screen="correos">
                  <SentMailsPage />
                </AreaGate>
              }
            />
            <Route
              path="reservaciones/:id"
              element={
                <AreaGate screen="reservaciones">
                  <ReservationPage />
                </AreaGate>
              }
            />
            <Route
              path="clientes"
              element={
                <AreaGate screen="clientes">
                  <CustomersPage />
                </AreaGate>
              }
            />
            <Route
              path="clientes/:id"
              element={
                <AreaGate screen="clientes">
                  <CustomerPage />
                </AreaGate>
              }
            />
            <Route
              path="eventos-especiales"
              element={
                <AreaGate screen="eventos-especiales">
                  <SpecialEventsPage />
                </AreaGate>
              }
            />
            <Route
              path="eventos-especiales/:id"
              element={
                <AreaGate screen="eventos-especiales">
                  <SpecialEventAttendeesPage />
                </AreaGate>
              }
            />
            <Route
              path=":resource"
              element={
                <AreaGate>
                  <ResourceListPage />
                </AreaGate>
              }
            />
            <Route
              path=":resource/:id"
              element={
                <AreaGate>
                  <ResourceEditPage />
                </AreaGate>
              }
            />
          </Routes>
        </AdminShell>
      </AdminAccess>
    </AdminBaseContext.Provider>
  );
}
