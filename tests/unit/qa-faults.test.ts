// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api, unwrap } from '#src/api/client';
import { ApiFailure, NETWORK_FAILURE_STATUS } from '#src/api/errors';
import { toReserveFailure } from '#machines/reserve/actors';
import { SERVER_ERROR_BODY } from '#mocks/faults';
import { scenarios, setScenarios } from '#mocks/scenarios';
import { seeded } from '#mocks/seed';
import { signInAs } from '#tests/support/sign-in';

const WEDNESDAY = 2;
const yogaNextWeek = () => seeded!.classAt(1, WEDNESDAY, '09:00');

async function classOf(id: number) {
  const { single_class } = await unwrap(api.GET('/single_class/single/{id}', { params: { path: { id } } }));
  return single_class;
}

async function freeYogaSpot(id: number): Promise<number> {
  const taken = (await classOf(id)).class_reservations.map((r) => r.spot);
  return [1, 2, 3, 4, 5, 6, 7, 8].find((spot) => !taken.includes(spot))!;
}

async function failureOf(call: Promise<unknown>): Promise<ApiFailure> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}

describe('QA faults on every /api call', () => {
  it('waits the chosen latency before answering', async () => {
    setScenarios({ latencyMs: 300 });
    const started = performance.now();
    expect((await api.GET('/appconfig')).response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('answers writes with the contract’s 500 body and leaves reads working', async () => {
    signInAs('ana');
    setScenarios({ fault: 'writes' });
    expect((await api.GET('/customer')).response.status).toBe(200);
    const { response, error } = await api.POST('/class_reservations', {
      body: { single_class_id: yogaNextWeek() },
    });
    expect(response.status).toBe(500);
    expect(error).toEqual(SERVER_ERROR_BODY);
    // Nothing was booked.
    const { class_reservations } = await unwrap(api.GET('/class_reservations'));
    expect(class_reservations.some((r) => r.single_class_id === yogaNextWeek())).toBe(false);
  });

  it('fails every /api call as a network error', async () => {
    setScenarios({ fault: 'network' });
    const failure = await failureOf(unwrap(api.GET('/appconfig')));
    expect(failure.status).toBe(NETWORK_FAILURE_STATUS);
    setScenarios({ fault: 'none' });
    expect((await api.GET('/appconfig')).response.status).toBe(200);
  });
});

describe('QA reservation scenarios', () => {
  it('class-fills: the next attempt finds the class full, with the server’s message', async () => {
    signInAs('ana');
    const id = yogaNextWeek();
    setScenarios({ classFillsOnNextReserve: true });
    const failure = await failureOf(
      unwrap(api.POST('/class_reservations', { body: { single_class_id: id } })),
    );
    expect(failure.status).toBe(409);
    expect(failure.message).toBe('Lo sentimos, esta clase ya está llena.');
    expect(toReserveFailure(failure).kind).toBe('full');
    expect(scenarios().classFillsOnNextReserve).toBe(false);
    // Others really took the places: the class the app reloads is full.
    const full = await classOf(id);
    expect(full.class_reservations).toHaveLength(full.capacity!);
  });

  it('spot-taken: the next attempt with a spot finds it taken, then another spot works', async () => {
    signInAs('ana');
    const id = yogaNextWeek();
    const spot = await freeYogaSpot(id);
    setScenarios({ spotTakenOnNextReserve: true });
    const failure = await failureOf(
      unwrap(api.POST('/class_reservations', { body: { single_class_id: id, spot } })),
    );
    expect(failure.status).toBe(409);
    expect(failure.message).toBe('Ese lugar ya fue reservado. Elige otro.');
    expect(toReserveFailure(failure).kind).toBe('spotTaken');
    expect((await classOf(id)).class_reservations.map((r) => r.spot)).toContain(spot);

    const other = await freeYogaSpot(id);
    const saved = await api.POST('/class_reservations', { body: { single_class_id: id, spot: other } });
    expect(saved.response.status).toBe(200);
  });

  it('spot-taken waits for a reservation that names a spot', async () => {
    signInAs('ana');
    setScenarios({ spotTakenOnNextReserve: true });
    const saved = await api.POST('/class_reservations', { body: { single_class_id: yogaNextWeek() } });
    expect(saved.response.status).toBe(200);
    expect(scenarios().spotTakenOnNextReserve).toBe(true);
  });
});

describe('scenario values', () => {
  it('ignores what is not a known, well-typed value', () => {
    setScenarios({ latencyMs: -20, fault: 'sometimes' as never, classFillsOnNextReserve: 'yes' as never });
    expect(scenarios()).toMatchObject({ latencyMs: 0, fault: 'none', classFillsOnNextReserve: false });
  });
});
