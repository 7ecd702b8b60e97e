import type { SnapshotFrom } from 'xstate';
import type { calendarMachine } from './machine';

type Snapshot = SnapshotFrom<typeof calendarMachine>;

export const selectWeek = (s: Snapshot) => s.context.week;
export const selectDays = (s: Snapshot) => s.context.days;
export const selectLocationId = (s: Snapshot) => s.context.locationId;
export const selectLocations = (s: Snapshot) => s.context.locations;
/** The studio filter is offered only when there is more than one studio. */
export const selectShowsStudioFilter = (s: Snapshot) => s.context.locations.length > 1;
export const selectIsLoading = (s: Snapshot) => s.hasTag('loading');
export const selectIsRefreshing = (s: Snapshot) => s.hasTag('refreshing');
export const selectFailure = (s: Snapshot) => (s.hasTag('failed') ? s.context.failure : null);
/** The week has no class at all (only meaningful once loaded). */
export const selectIsEmptyWeek = (s: Snapshot) =>
  !s.hasTag('loading') && !s.hasTag('failed') && s.context.days.every((d) => d.single_classes.length === 0);
