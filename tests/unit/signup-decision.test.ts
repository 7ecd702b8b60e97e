import { describe, expect, it } from 'vitest';
import { decideSignup, SIGNUP_MESSAGES, signupLookups, type SignupFacts } from '#src/domain/signup-decision';
import { PROFILE_MESSAGES } from '#src/domain/profile-input';

const form = {
  uid: 'qa-nueva',
  name: ' Nora ',
  last_name: 'Vega',
  email: ' nora@demo.mx ',
  phone: '55 1234 5678',
  accepted_pages: [1],
};
const facts = (overrides: Partial<SignupFacts> = {}, input: Partial<typeof form> = {}): SignupFacts => ({
  input: { ...form, ...input },
  callerUid: 'qa-nueva',
  alreadyCustomer: false,
  phoneTaken: false,
  pages: [
    { page_id: 1, required_signup: true },
    { page_id: 2, required_signup: false },
  ],
  ...overrides,
});
const refusal = (decision: ReturnType<typeof decideSignup>) => (decision.ok ? null : decision.refusal);

describe('sign-up (the rule the mocks and the server share)', () => {
  it('creates the customer with what was typed, trimmed, the phone as digits, and the pages accepted', () => {
    const decided = decideSignup(facts());
    expect(decided).toMatchObject({
      ok: true,
      customer: {
        uid: 'qa-nueva',
        name: 'Nora',
        email: 'nora@demo.mx',
        phone: '5512345678',
        instagram: null,
      },
      acceptedPageIds: [1],
    });
    expect(signupLookups(facts().input)).toEqual({ email: 'nora@demo.mx', phone: '5512345678' });
  });

  it('refuses in the order the form shows the problems', () => {
    expect(refusal(decideSignup(facts({}, { uid: 'otra' })))?.message).toBe(SIGNUP_MESSAGES.otherAccount);
    expect(refusal(decideSignup(facts({ alreadyCustomer: true }, { email: '' })))?.message).toBe(
      SIGNUP_MESSAGES.emailMissing,
    );
    // An existing customer hears so before being asked for a missing name.
    expect(refusal(decideSignup(facts({ alreadyCustomer: true }, { name: '' })))).toEqual({
      status: 409,
      message: SIGNUP_MESSAGES.alreadySignedUp,
      code: 'already_customer',
    });
    expect(refusal(decideSignup(facts({}, { last_name: ' ' })))?.message).toBe(
      SIGNUP_MESSAGES.lastNameMissing,
    );
    expect(refusal(decideSignup(facts({}, { phone: '' })))?.message).toBe(SIGNUP_MESSAGES.phoneMissing);
    expect(refusal(decideSignup(facts({ phoneTaken: true })))).toEqual({
      status: 409,
      message: PROFILE_MESSAGES.phoneTaken,
      code: 'phone_taken',
    });
    expect(refusal(decideSignup(facts({}, { accepted_pages: [2] })))).toEqual({
      status: 400,
      message: SIGNUP_MESSAGES.termsRequired,
    });
  });
});
