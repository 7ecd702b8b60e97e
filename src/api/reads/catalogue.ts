import type { ClassPackage } from '#src/api/entities';
import { api, unwrap } from '#src/api/client';
import type { components } from '#src/api/schema.gen';
import type { DynamicField } from '#src/domain/dynamic-form';

export type Coach = components['schemas']['Instructor'];

/** The in-person catalogue: GET /class_packages. */
export async function readPackages(): Promise<ClassPackage[]> {
  return (await unwrap(api.GET('/class_packages'))).class_packages;
}

/** One coach, GET /instructors/{id}; null when there is no such coach (the page goes home). */
export async function readCoach({ id }: { id: number }): Promise<Coach | null> {
  const { data, response } = await api.GET('/instructors/{id}', { params: { path: { id } } });
  if (response.status === 404) return null;
  if (!data) throw new Error(`GET /instructors/${id} answered ${response.status}`);
  return data.instructor;
}

/** The fields of a dynamic form (sign-up, profile, address…): GET /forms/{id}. */
export async function readFormFields({ formId }: { formId: number }): Promise<DynamicField[]> {
  return (await unwrap(api.GET('/forms/{id}', { params: { path: { id: formId } } }))).form.form_fields;
}
