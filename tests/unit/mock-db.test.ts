// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db, restoreDb, snapshotDb } from '#mocks/db';
import { personas } from '#mocks/personas';
import { seeded } from '#mocks/seed';

describe('the mock database', () => {
  it('rejects a record that breaks its contract schema', async () => {
    await expect(db.tags.create({ tag_id: 99 } as never)).rejects.toThrow();
    await expect(
      db.classTypes.create({ class_type_id: 9, name: 'Spinning', spot_map: 'cuatro filas' }),
    ).rejects.toThrow();
  });

  it('holds every QA persona with a customer record', () => {
    for (const persona of Object.values(personas)) {
      const user = db.users.findFirst((q) => q.where({ email: persona.email }));
      expect(user?.customer_id).toBe(persona.customer_id);
    }
    expect(db.users.findFirst((q) => q.where({ email: 'admin@demo.mx' }))?.role).toBe('admin');
  });

  it('seeds what QA needs: two locations, a full class, a package-bound class, a custom spot map', () => {
    expect(db.locations.count()).toBe(2);
    const full = db.singleClasses.findFirst((q) => q.where({ single_class_id: seeded!.full }))!;
    const taken = db.reservations.findMany((q) =>
      q.where({ single_class_id: full.single_class_id, deletedAt: null }),
    );
    expect(taken).toHaveLength(full.capacity!);
    const bound = db.singleClasses.findFirst((q) => q.where({ single_class_id: seeded!.packageBound }));
    expect(bound?.class_package_id).not.toBeNull();
    const map = JSON.parse(db.customSpotMaps.all()[0]!.spots) as Record<string, { selectable: boolean }>;
    expect(Object.values(map).some((spot) => !spot.selectable)).toBe(true);
  });

  it('survives a snapshot round trip (what the browser keeps across reloads)', async () => {
    await db.tags.create({ tag_id: 50, name: 'Añadida', color: null, type: 'class' });
    const snapshot = JSON.parse(JSON.stringify(snapshotDb())) as ReturnType<typeof snapshotDb>;
    await restoreDb(snapshot);
    expect(db.tags.findFirst((q) => q.where({ tag_id: 50 }))?.name).toBe('Añadida');
    expect(db.singleClasses.count()).toBe(snapshot.singleClasses.length);
  });
});
