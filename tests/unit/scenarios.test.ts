// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { EXPIRED_TOKEN_CODE } from '#src/api/errors';
import { setScenarios } from '#mocks/scenarios';
import { signInAs } from '#tests/support/sign-in';

describe('QA scenarios', () => {
  it('answers the expired-token code on the next authenticated call only', async () => {
    signInAs('ana');
    setScenarios({ expireTokenOnNextCall: true });
    const first = await api.GET('/customer');
    expect(first.response.status).toBe(401);
    expect(first.error?.code).toBe(EXPIRED_TOKEN_CODE);
    const second = await api.GET('/customer');
    expect(second.response.status).toBe(200);
  });

  it('leaves public calls alone', async () => {
    setScenarios({ expireTokenOnNextCall: true });
    expect((await api.GET('/appconfig')).response.status).toBe(200);
  });
});
