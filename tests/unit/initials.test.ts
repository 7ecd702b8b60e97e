import { describe, expect, it } from 'vitest';
import { initialsOf } from '#src/domain/initials';

describe('initialsOf: a coach without a photo', () => {
  it.each([
    ['Laura Méndez', 'LM'],
    ['ana maría de la Torre', 'AT'],
    ['Valeria', 'V'],
    ['  Íñigo   Ochoa  ', 'ÍO'],
    ['', ''],
  ])('%s → %s', (name, initials) => expect(initialsOf(name)).toBe(initials));
});
