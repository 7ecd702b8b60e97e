import type {
  Announcement,
  ClassPackage,
  ClassType,
  Instructor,
  ScheduleDay,
  StudioLocation,
} from '#src/api/entities';
import { api, unwrap } from '#src/api/client';

/** The reads of the public site: the landing's sections and the visitor's pages. */

export async function readClassTypes(): Promise<ClassType[]> {
  return (await unwrap(api.GET('/class_types'))).class_types;
}

/** The coaches the studio shows on its home page: GET /instructors/home/all. */
export async function readHomeInstructors(): Promise<Instructor[]> {
  return (await unwrap(api.GET('/instructors/home/all'))).instructors;
}

/** The in-person packages on the home page: GET /class_packages/presenciales/home. */
export async function readHomePackages(): Promise<ClassPackage[]> {
  return (await unwrap(api.GET('/class_packages/presenciales/home'))).class_packages;
}

export async function readAnnouncements(): Promise<Announcement[]> {
  return (await unwrap(api.GET('/announcements'))).announcements;
}

export async function readStudioLocations(): Promise<StudioLocation[]> {
  return (await unwrap(api.GET('/locations'))).locations;
}

/** The days between two studio days ('YYYY-MM-DD') that have classes of one class type. */
export async function readClassTypeDays(query: {
  start: string;
  end: string;
  classTypeId: number;
}): Promise<ScheduleDay[]> {
  const { days } = await unwrap(
    api.GET('/single_class', { params: { query: { start_date: query.start, end_date: query.end } } }),
  );
  return days
    .map((day) => ({
      ...day,
      single_classes: day.single_classes.filter((item) => item.class_type_id === query.classTypeId),
    }))
    .filter((day) => day.single_classes.length > 0);
}
