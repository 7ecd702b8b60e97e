import type { components } from '#src/api/schema.gen';
import type { Caller } from '#mocks/auth';
import { mockNow } from '#mocks/clock';
import { db, nextId, type CustomerRecord } from '#mocks/db';
import { orRefused } from '#mocks/http-errors';
import { decideSignup, signupLookups } from '#src/domain/signup-decision';
import { emailOwner, phoneOwner } from './profile';
import { safeWrite } from './safe-write';

type SignupInput = components['schemas']['SignupInput'];

/**
 * The second half of sign-up: the identity account exists (the caller's token), now the studio
 * creates its customer, links the user to it and records the documents accepted on the form
 * (the rule: src/domain/signup-decision.ts).
 */
export async function signup(caller: Caller, input: SignupInput): Promise<CustomerRecord> {
  const uid = caller.user.uid;
  const { email, phone } = signupLookups(input);
  const pages = db.pages.all();
  const { customer: fields, acceptedPageIds } = orRefused(
    decideSignup({
      input,
      callerUid: uid,
      alreadyCustomer: Boolean(
        caller.customer || db.customers.findFirst((q) => q.where({ uid })) || (email && emailOwner(email)),
      ),
      phoneTaken: Boolean(phone && phoneOwner(phone)),
      pages,
    }),
  );

  const customer = await safeWrite(() =>
    db.customers.create({
      customer_id: nextId(db.customers.all(), 'customer_id'),
      ...fields,
      account: null,
      has_unlimited: false,
      unlimited_membership_expiration: null,
      created_at: mockNow().toISOString(),
    }),
  );
  await linkUser(uid, fields.email, `${fields.name} ${fields.last_name}`, customer.customer_id);

  const createdAt = mockNow().toISOString();
  for (const page_id of acceptedPageIds) {
    await db.acceptedPages.create({
      accepted_page_id: nextId(db.acceptedPages.all(), 'accepted_page_id'),
      page_id,
      customer_id: customer.customer_id,
      createdAt,
    });
  }
  return customer;
}

async function linkUser(uid: string, email: string, name: string, customer_id: number): Promise<void> {
  const existing = db.users.findFirst((q) => q.where({ uid }));
  if (existing) {
    await db.users.update((q) => q.where({ uid }), {
      data(user) {
        user.customer_id = customer_id;
        user.name = user.name ?? name;
      },
    });
    return;
  }
  await db.users.create({ uid, email, name, role: 'customer', customer_id, coach_id: null });
}
