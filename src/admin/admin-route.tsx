import { Route, Routes } from 'react-router-dom';
import { adminBase } from '#src/domain/admin-host';
import { AdminBaseContext } from './admin-base';
import { ResourceEditPage } from './editor/resource-edit-page';
import { ResourceListPage } from './editor/resource-list-page';
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
            <Route path=":resource" element={<ResourceListPage />} />
            <Route path=":resource/:id" element={<ResourceEditPage />} />
          </Routes>
        </AdminShell>
      </AdminAccess>
    </AdminBaseContext.Provider>
  );
}
