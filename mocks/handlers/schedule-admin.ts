import { requireStaff, requireStaffOnClass } from '#mocks/auth';
import {
  anyReservation,
  cancelClass,
  checkedClassColumns,
  createClass,
  liveClass,
  rosterView,
  setReservationFlag,
  updateClass,
} from '#mocks/booking/class-admin';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orRefused, requireId } from '#mocks/http-errors';
import { activeReservationsOf, singleClassView } from '#mocks/views/single-class';
import { decideClosureInput, decideMarkBody } from '#src/domain/admin/schedule-input';
import { SCHEDULE_MESSAGES } from '#src/domain/admin/schedule-messages';
import { matchesWords } from '#src/domain/fold-text';
import { pageOf, pageSlice, SENT_MAILS_PAGE_SIZE } from '#src/domain/paging';
import { crudHandlers } from './crud';

/**
 * The back-office's schedule (inferred calls): schedule, change and cancel classes, a weekly
 * series, a class's roster, attendance and cash payments at the door, closed days and the
 * emails sent. Concrete paths come before templated ones.
 */
export const scheduleAdminHandlers = [
  http.post('/single_class/admin/series', async ({ request, response }) => {
    requireStaff(request);
    const { classes } = await request.json();
    if (!Array.isArray(classes) || classes.length === 0) throw apiError(400, SCHEDULE_MESSAGES.seriesEmpty);
    // All or nothing: every class is checked before any is created.
    const checked = classes.map((input) => checkedClassColumns(input));
    const created = [];
    for (const columns of checked) created.push(await createClass(columns));
    return response(200).json({ single_classes: created });
  }),

  http.post('/single_class/admin', async ({ request, response }) => {
    requireStaff(request);
    const input = await request.json();
    return response(200).json({ single_class: await createClass(checkedClassColumns(input)) });
  }),

  http.put('/single_class/admin', async ({ request, response }) => {
    requireStaff(request);
    const input = await request.json();
    const id = requireId(input.single_class_id, 'single_class_id');
    return response(200).json({ single_class: await updateClass(id, input) });
  }),

  http.get('/single_class/admin/{id}/roster', ({ request, params, response }) => {
    requireStaffOnClass(request, Number(params.id));
    const singleClass = liveClass(Number(params.id));
    return response(200).json({
      single_class: singleClassView(singleClass, null),
      class_reservations: activeReservationsOf(singleClass.single_class_id).map((record) =>
        rosterView(record),
      ),
    });
  }),

  http.post('/single_class/admin/{id}/cancel', async ({ request, params, response }) => {
    requireStaff(request);
    return response(200).json(await cancelClass(Number(params.id)));
  }),

  http.get('/class_reservations/admin/{id}', ({ request, params, response }) => {
    requireStaff(request);
    const reservation = anyReservation(Number(params.id));
    requireStaffOnClass(request, reservation.single_class_id);
    return response(200).json({ class_reservation: rosterView(reservation, true) });
  }),

  http.put('/class_reservations/admin/{id}/attend', async ({ request, params, response }) => {
    requireStaff(request);
    const { change } = orRefused(decideMarkBody(await request.json(), 'attend'));
    requireStaffOnClass(request, anyReservation(Number(params.id)).single_class_id);
    return response(200).json({ class_reservation: await setReservationFlag(Number(params.id), change) });
  }),

  http.put('/class_reservations/admin/{id}/paid', async ({ request, params, response }) => {
    requireStaff(request);
    const { change } = orRefused(decideMarkBody(await request.json(), 'is_paid'));
    return response(200).json({ class_reservation: await setReservationFlag(Number(params.id), change) });
  }),

  http.get('/sent_mails', ({ request, query, response }) => {
    requireStaff(request);
    const mails = db.sentMails
      .findMany(undefined, { orderBy: { sent_mail_id: 'desc' } })
      .filter((mail) => matchesWords([mail.to, mail.subject], query.get('query')));
    return response(200).json({
      sent_mails: pageSlice(mails, pageOf(query.get('page')), SENT_MAILS_PAGE_SIZE),
      total: mails.length,
    });
  }),

  ...crudHandlers({
    collection: db.closures,
    idKey: 'closure_id',
    listKey: 'closures',
    recordKey: 'closure',
    paths: { list: '/closures', save: '/closures', remove: '/closures/{id}' },
    notFound: SCHEDULE_MESSAGES.closureNotFound,
    deleted: SCHEDULE_MESSAGES.closureDeleted,
    list: () => db.closures.findMany(undefined, { orderBy: { date: 'asc' } }),
    create: (input) => orRefused(decideClosureInput(input, true)).values,
    update: (input) => orRefused(decideClosureInput(input, false)).values,
  }),
];
