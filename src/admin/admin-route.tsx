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
import { AdminAccess } from './shell/admin-access';
import { AdminHome, AdminShell } from './shell/admin-shell';
import { FormBuilderPage } from './studio/form-builder-page';
import { FormsPage } from './studio/forms-page';
import { SettingsPage } from './studio/settings-page';

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
            <Route path="ajustes" element={<SettingsPage />} />
            <Route path="formularios" element={<FormsPage />} />
            <Route path="formularios/:id" element={<FormBuilderPage />} />
            <Route path="horarios" element={<SchedulePage />} />
            <Route path="horarios/clase/:id" element={<RosterPage />} />
            <Route path="reservaciones/:id" element={<ReservationPage />} />
            <Route path="clientes" element={<CustomersPage />} />
            <Route path="clientes/:id" element={<CustomerPage />} />
            <Route path="eventos-especiales" element={<SpecialEventsPage />} />
            <Route path="eventos-especiales/:id" element={<SpecialEventAttendeesPage />} />
            <Route path=":resource" element={<ResourceListPage />} />
            <Route path=":resource/:id" element={<ResourceEditPage />} />
          </Routes>
        </AdminShell>
      </AdminAccess>
    </AdminBaseContext.Provider>
  );
}
