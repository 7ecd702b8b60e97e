import { requireAdmin } from '#mocks/auth';
import {
  anyReservation,
  cancelClass,
  checkClassInput,
  createClass,
  liveClass,
  rosterView,
  setReservationFlag,
  updateClass,
} from '#mocks/booking/class-admin';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, requireId } from '#mocks/http-errors';
import { activeReservationsOf, singleClassView } from '#mocks/views/single-class';
import { crudHandlers, sentFields } from './crud';

function requireDay(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw apiError(400, 'Escribe una fecha válida.');
  }
  return value;
}

/**
 * The back-office's schedule (inferred calls): schedule, change and cancel classes, a weekly
 * series, a class's roster, attendance and cash payments at the door, closed days and the
 * emails sent. Concrete paths come before templated ones.
 */
export const scheduleAdminHandlers = [
  http.post('/single_class/admin/series', async ({ request, response }) => {
    requireAdmin(request);
    const { classes } = await request.json();
    if (!Array.isArray(classes) || classes.length === 0) throw apiError(400, 'Falta la lista de clases.');
    // All or nothing: every class is checked before any is created.
    for (const input of classes) checkClassInput(input);
    const created = [];
    for (const input of classes) created.push(await createClass(input));
    return response(200).json({ single_classes: created });
  }),

  http.post('/single_class/admin', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    checkClassInput(input);
    return response(200).json({ single_class: await createClass(input) });
  }),

  http.put('/single_class/admin', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const id = requireId(input.single_class_id, 'single_class_id');
    return response(200).json({ single_class: await updateClass(id, input) });
  }),

  http.get('/single_class/admin/{id}/roster', ({ request, params, response }) => {
    requireAdmin(request);
    const singleClass = liveClass(Number(params.id));
    return response(200).json({
      single_class: singleClassView(singleClass, null),
      class_reservations: activeReservationsOf(singleClass.single_class_id).map((record) =>
        rosterView(record),
      ),
    });
  }),

  http.post('/single_class/admin/{id}/cancel', async ({ request, params, response }) => {
    requireAdmin(request);
    return response(200).json(await cancelClass(Number(params.id)));
  }),

  http.get('/class_reservations/admin/{id}', ({ request, params, response }) => {
    requireAdmin(request);
    return response(200).json({ class_reservation: rosterView(anyReservation(Number(params.id)), true) });
  }),

  http.put('/class_reservations/admin/{id}/attend', async ({ request, params, response }) => {
    requireAdmin(request);
    const { attend } = await request.json();
    if (typeof attend !== 'boolean') throw apiError(400, 'Falta attend.');
    return response(200).json({ class_reservation: await setReservationFlag(Number(params.id), { attend }) });
  }),

  http.put('/class_reservations/admin/{id}/paid', async ({ request, params, response }) => {
    requireAdmin(request);
    const { is_paid } = await request.json();
    if (typeof is_paid !== 'boolean') throw apiError(400, 'Falta is_paid.');
    return response(200).json({
      class_reservation: await setReservationFlag(Number(params.id), { is_paid }),
    });
  }),

  http.get('/sent_mails', ({ request, response }) => {
    requireAdmin(request);
    const mails = db.sentMails.findMany(undefined, { orderBy: { sent_mail_id: 'desc' } });
    return response(200).json({ sent_mails: mails });
  }),

  ...crudHandlers({
    collection: db.closures,
    idKey: 'closure_id',
    listKey: 'closures',
    recordKey: 'closure',
    paths: { list: '/closures', save: '/closures', remove: '/closures/{id}' },
    notFound: 'Día cerrado no encontrado.',
    deleted: 'Closure deleted.',
    list: () => db.closures.findMany(undefined, { orderBy: { date: 'asc' } }),
    create: (input) => ({ date: requireDay(input.date), reason: input.reason ?? null }),
    update: (input) => ({ date: requireDay(input.date), ...sentFields(input, ['reason']) }),
  }),
];
