import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { staffRoleMachine, type RoleChange, type StaffUser } from '#machines/staff-role/machine';
import { selectFailure, selectIsSaving } from '#machines/staff-role/selectors';

const lastOwner = {
  kind: 'rejected' as const,
  message: 'El estudio necesita al menos un dueño: nombra a otra persona dueña antes de cambiar tu rol.',
};

function start(fail = false) {
  const sent: RoleChange[] = [];
  const saved: StaffUser[] = [];
  let release: () => void = () => {};
  const machine = staffRoleMachine.provide({
    actors: {
      saveRole: fromPromise<StaffUser, RoleChange>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            sent.push(input);
            release = () =>
              fail
                ? reject(lastOwner)
                : resolve({
                    uid: input.uid,
                    email: 'x@demo.mx',
                    role: input.role,
                    customer_id: null,
                    coach_id: input.coach_id,
                  });
          }),
      ),
    },
    actions: { notifySaved: (_, user) => saved.push(user) },
  });
  const actor = createActor(machine).start();
  return { actor, sent, saved, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const toCoach: RoleChange = { uid: 'qa-recepcion', role: 'coach', coach_id: 2 };

describe('staff-role machine', () => {
  it('sends one role change at a time and says when it is saved', async () => {
    const { actor, sent, saved, release } = start();
    actor.send({ type: 'staffRole.set', change: toCoach });
    actor.send({ type: 'staffRole.set', change: { ...toCoach, role: 'admin', coach_id: null } });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(sent).toEqual([toCoach]);
    release();
    await settle();
    expect(saved.map(({ role, coach_id }) => ({ role, coach_id }))).toEqual([{ role: 'coach', coach_id: 2 }]);
    expect(selectIsSaving(actor.getSnapshot())).toBe(false);
  });

  it('keeps the server’s refusal for the view and clears it on the next change', async () => {
    const { actor, sent, saved, release } = start(true);
    actor.send({ type: 'staffRole.set', change: { uid: 'qa-admin', role: 'front_desk', coach_id: null } });
    release();
    await settle();
    expect(selectFailure(actor.getSnapshot())).toEqual(lastOwner);
    expect(saved).toEqual([]);
    actor.send({ type: 'staffRole.set', change: toCoach });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    expect(sent).toHaveLength(2);
  });
});
