import { describe, expect, it } from 'vitest';
import { classCoachNames } from '#src/domain/coach-name';

describe('classCoachNames', () => {
  it('names each coach by nickname, else name and last name, in the order given', () => {
    expect(
      classCoachNames([
        { instructor: { name: 'Diego', last_name: 'Hernández', nick_name: 'Dieguito' } },
        { instructor: { name: 'Sofía', last_name: null, nick_name: '' } },
        { instructor: { name: 'Ana', last_name: 'Ruiz' } },
      ]),
    ).toBe('Dieguito, Sofía, Ana Ruiz');
  });

  it('is empty for a class without coaches', () => {
    expect(classCoachNames([])).toBe('');
  });
});
