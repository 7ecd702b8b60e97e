import { deliverPending, type MailTransport } from '#server/mail/deliver';
import type { SavedCardProcessor } from '#server/providers/conekta';
import { remindTomorrowsClasses } from './class-reminders';
import type { ScheduledJob } from './job';
import { endExpiredMemberships } from './membership-expiry';
import { giveNoShowPenalties } from './no-show-penalties';
import { purgeExpiredRecords } from './purge';
import { renewSavedCardSubscriptions } from './saved-card-renewals';
import { reconcileSubscriptions, type SubscriptionProviders } from './subscription-reconcile';

/** A delivery round this often, as the loop it replaced (decision 065). */
export const MAIL_ROUND_SECONDS = 10;

/** The outbox's delivery as a job: rounds of deliverPending (server/mail/deliver.ts). */
export function mailDeliveryJob(transport: MailTransport): ScheduledJob {
  return {
    name: 'mail-delivery',
    schedule: { everySeconds: MAIL_ROUND_SECONDS },
    async run(db, clock) {
      const { delivered, failed } = await deliverPending(db, transport, clock.now());
      return { delivered, failed };
    },
  };
}

/**
 * The studio's scheduled work (decision 067; docs/server.md lists it). Cron lines are UTC. Mail
 * delivery only with SMTP configured: without it mails stay in the outbox.
 */
export function studioJobs({
  mailTransport,
  subscriptionProviders = { stripe: () => undefined, paypal: () => undefined },
  savedCards = () => undefined,
}: {
  mailTransport?: MailTransport | undefined;
  /** The providers asked about subscriptions; none by default (nothing to reconcile). */
  subscriptionProviders?: SubscriptionProviders;
  /** Conekta, which charges the saved cards of the subscriptions the server renews; none by default. */
  savedCards?: () => SavedCardProcessor | undefined;
}): ScheduledJob[] {
  const jobs: ScheduledJob[] = [
    {
      name: 'no-show-penalties',
      schedule: { cron: '*/10 * * * *' },
      run: (db, clock) => giveNoShowPenalties(db, clock.now()),
    },
    {
      name: 'membership-expiry',
      schedule: { cron: '*/15 * * * *' },
      run: (db, clock) => endExpiredMemberships(db, clock.now()),
    },
    {
      name: 'class-reminders',
      schedule: { cron: '0 * * * *' },
      run: (db, clock) => remindTomorrowsClasses(db, clock.now()),
    },
    {
      name: 'subscription-reconcile',
      // Hourly, off the hour: webhooks carry the news at once; this catches the ones lost.
      schedule: { cron: '23 * * * *' },
      run: (db, clock) => reconcileSubscriptions(db, clock.now(), subscriptionProviders),
    },
    {
      name: 'saved-card-renewals',
      // Hourly, off the hour and off the reconcile: a period's charge within the hour it falls due.
      schedule: { cron: '7 * * * *' },
      run: (db, clock) => renewSavedCardSubscriptions(db, clock.now(), savedCards),
    },
    {
      name: 'purge',
      // 04:40 UTC: 22:40 in the studio, after the day's classes.
      schedule: { cron: '40 4 * * *' },
      run: (db, clock) => purgeExpiredRecords(db, clock.now()),
    },
  ];
  return mailTransport ? [...jobs, mailDeliveryJob(mailTransport)] : jobs;
}
