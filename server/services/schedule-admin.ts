import { count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { auditedTransaction, staffWrite, type AuditLog } from '#server/admin/audit';
import { auditedUpdate, crudOperations } from '#server/admin/crud';
import { live, lockClass } from '#server/booking/facts';
import { rosterView } from '#server/booking/views';
import type { Database } from '#server/db/client';
import { matchingWords } from '#server/db/like';
import { reservations, sentMails, sentMailSearchText, singleClasses } from '#server/db/schema';
import { apiError, orNotFound, orRefused } from '#server/http/api-error';
import { requireStaff, requireStaffOnClass } from '#server/identity/caller';
import { sentMailView } from '#server/mail/outbox';
import { reservationTable } from '#server/schedule-admin/audited';
import { cancelClass } from '#server/schedule-admin/cancel-class';
import { checkedClassColumns } from '#server/schedule-admin/class-facts';
import { closureEntity } from '#server/schedule-admin/closure-entity';
import { rosterOf } from '#server/schedule-admin/roster';
import { changeClass, insertClasses, staffClassViews } from '#server/schedule-admin/store-class';
import { missingId } from '#src/domain/admin/messages';
import type { ClassInput } from '#src/domain/admin/class-input';
import { decideMarkBody, decideStaffMark } from '#src/domain/admin/schedule-input';
import { SCHEDULE_MESSAGES } from '#src/domain/admin/schedule-messages';
import { BOOKING_MESSAGES } from '#src/domain/booking/messages';
import { pageOf, pageWindow, SENT_MAILS_PAGE_SIZE } from '#src/domain/paging';
import { partsOf, type ServiceFactory } from './context';

/**
 * The back-office's schedule (the mocks' mocks/handlers/schedule-admin.ts): classes scheduled,
 * changed, in a weekly series and cancelled, rosters, attendance and cash at the door, closed days
 * and the mails sent. Every write is one transaction with its audit entry (decision 061).
 */
export const scheduleAdminService: ServiceFactory = ({ db, clock }) => {
  const write = <T>(
    request: FastifyRequest,
    work: (tx: Database, log: AuditLog, now: Date) => Promise<T>,
  ) => {
    const staff = staffWrite(request, clock.now());
    return auditedTransaction(db, staff, (tx, log) => work(tx, log, staff.now));
  };

  /** Attendance or a cash payment: the reservation locked, the shared rule asked, the change logged. */
  async function mark(request: FastifyRequest, field: 'attend' | 'is_paid') {
    requireStaff(request);
    const { params, body } = partsOf(request);
    const { change } = orRefused(decideMarkBody(body, field));
    const marked = await write(request, async (tx, log) => {
      const [current] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.class_reservation_id, Number(params.id)))
        .for('update');
      const reservation = orNotFound(current, BOOKING_MESSAGES.reservationNotFound);
      await requireStaffOnClass(request, tx, reservation.single_class_id);
      orRefused(decideStaffMark(reservation, change));
      return auditedUpdate(tx, log, reservationTable, reservation, change);
    });
    return { class_reservation: await rosterView(db, marked) };
  }

  return {
    // The answers' views are read after the commit, from the pool: classViewsWithOwners sends its
    // reads at once, which one transaction's connection would have to queue.
    async createSingleClass(request) {
      const [row] = await write(request, async (tx, log, now) =>
        insertClasses(
          tx,
          log,
          await checkedClassColumns(tx, [partsOf(request).body as unknown as ClassInput], now),
        ),
      );
      const [view] = await staffClassViews(db, [row!]);
      return { single_class: view };
    },

    async updateSingleClass(request) {
      const body = partsOf(request).body;
      const row = await write(request, async (tx, log, now) => {
        const id = body.single_class_id;
        if (typeof id !== 'number' || !Number.isInteger(id))
          throw apiError(400, missingId('single_class_id'));
        const current = orNotFound(live(await lockClass(tx, id)), BOOKING_MESSAGES.classNotFound);
        const [columns] = await checkedClassColumns(tx, [body as unknown as ClassInput], now, current);
        return changeClass(tx, log, current, columns!);
      });
      const [view] = await staffClassViews(db, [row]);
      return { single_class: view };
    },

    async createClassSeries(request) {
      const { classes } = partsOf(request).body as { classes?: ClassInput[] };
      const rows = await write(request, async (tx, log, now) => {
        if (!Array.isArray(classes) || classes.length === 0)
          throw apiError(400, SCHEDULE_MESSAGES.seriesEmpty);
        // All or nothing: every class is checked before any is stored, in the one transaction.
        return insertClasses(tx, log, await checkedClassColumns(tx, classes, now));
      });
      return { single_classes: await staffClassViews(db, rows) };
    },

    async getClassRoster(request) {
      const id = Number(partsOf(request).params.id);
      await requireStaffOnClass(request, db, id);
      const [row] = await db.select().from(singleClasses).where(eq(singleClasses.single_class_id, id));
      const singleClass = orNotFound(live(row), BOOKING_MESSAGES.classNotFound);
      const [view] = await staffClassViews(db, [singleClass]);
      return { single_class: view, class_reservations: await rosterOf(db, id) };
    },

    cancelSingleClass: (request) =>
      write(request, (tx, log, now) => cancelClass(tx, log, Number(partsOf(request).params.id), now)),

    markAttendance: (request) => mark(request, 'attend'),
    markCashPaid: (request) => mark(request, 'is_paid'),

    async listSentMails(request) {
      requireStaff(request);
      const { query } = partsOf(request);
      const where = matchingWords(sentMailSearchText(sentMails), query.query);
      const { offset, limit } = pageWindow(pageOf(query.page), SENT_MAILS_PAGE_SIZE);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(sentMails)
          .where(where)
          .orderBy(desc(sentMails.sent_mail_id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(sentMails).where(where),
      ]);
      return { sent_mails: rows.map(sentMailView), total: counted?.total ?? 0 };
    },

    ...crudOperations(
      closureEntity,
      { list: 'listClosures', create: 'createClosure', update: 'updateClosure', remove: 'deleteClosure' },
      { db, clock },
    ),
  };
};
