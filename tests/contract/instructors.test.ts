// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { db } from '#mocks/db';
import { INSTRUCTOR } from '#mocks/seed/catalogue';
import { byId, createAsAdmin, expectAdminOnly, expectAnswer } from '#tests/support/contract';
import { signInAs } from '#tests/support/sign-in';

describe('instructors', () => {
  it('shows every coach on the home page, those with a photo first', async () => {
    signInAs('admin');
    await api.PUT('/instructors', { body: { instructor_id: INSTRUCTOR.sofia, name: 'Sofía', file_id: 1 } });
    const { data } = await api.GET('/instructors/home/all');
    expect(data?.instructors.map((coach) => coach.name)).toEqual(['Mariana', 'Sofía', 'Diego', 'Andrés']);
  });

  it('lets an admin add, edit and delete a coach, visible in later reads', async () => {
    const { instructor } = await createAsAdmin(() =>
      api.POST('/instructors', { body: { name: 'Valeria', last_name: 'Núñez', instagram: '@vale.hiit' } }),
    );
    const id = instructor.instructor_id;
    await api.PUT('/instructors', { body: { instructor_id: id, name: 'Valeria', quote: 'Una más.' } });
    const read = await api.GET('/instructors/{id}', byId(id));
    expect(read.data?.instructor).toMatchObject({ last_name: 'Núñez', quote: 'Una más.', file: null });
    expect((await api.DELETE('/instructors/{id}', byId(id))).data?.message).toBe('Instructor deleted.');
    expectAnswer(await api.GET('/instructors/{id}', byId(id)), 404);
  });

  it('takes a deleted coach off their videos and classes', async () => {
    const teaches = () => db.singleClasses.all().filter((c) => c.instructor_ids.includes(INSTRUCTOR.andres));
    expect(teaches().length).toBeGreaterThan(0);
    signInAs('admin');
    await api.DELETE('/instructors/{id}', byId(INSTRUCTOR.andres));
    const video = await api.GET('/videos/{id}', byId(4));
    expect(video.data?.video).toMatchObject({ instructor_id: null, instructor: null });
    expect(teaches()).toEqual([]);
  });

  it('refuses a nameless coach or a missing photo file', async () => {
    signInAs('admin');
    const nameless = await api.POST('/instructors', { body: { name: '' } });
    expect(nameless.error?.message).toBe('El nombre del coach es obligatorio.');
    const noFile = await api.POST('/instructors', { body: { name: 'Leo', file_id: 99 } });
    expectAnswer(noFile, 400, 'El archivo no existe.');
  });

  it('answers 401 without a token and 403 to a customer on writes', async () => {
    await expectAdminOnly(
      () => api.POST('/instructors', { body: { name: 'X' } }),
      () => api.DELETE('/instructors/{id}', byId(1)),
    );
    expectAnswer(await api.GET('/instructors/{id}', byId(1)), 200);
  });
});
