import { es as customerStrings } from './es';
import { adminStrings } from './es/admin';
import { adminCustomerStrings } from './es/admin-customers';
import { adminResourceStrings } from './es/admin-resources';
import { adminStudioStrings } from './es/admin-studio';
import { adminTeamStrings } from './es/admin-team';
import { adminDayStrings } from './es/admin-day';
import { adminReportStrings } from './es/admin-reports';
import { adminScheduleResourceStrings, adminScheduleStrings } from './es/admin-schedule';

/**
 * Every string the back-office shows: the app's (`es`) and its own areas. Only src/admin and the
 * rules it alone uses import this, so these strings load with the admin bundle, never with a
 * customer's first screen (decision 018).
 */
export const es = {
  ...customerStrings,
  ...adminStrings,
  ...adminResourceStrings,
  ...adminStudioStrings,
  ...adminScheduleStrings,
  scheduleResources: adminScheduleResourceStrings,
  ...adminCustomerStrings,
  ...adminTeamStrings,
  ...adminDayStrings,
  ...adminReportStrings,
} as const;
