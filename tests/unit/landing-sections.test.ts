import { describe, expect, it } from 'vitest';
import { LANDING_SECTION_RULES, landingSections } from '#src/domain/landing-sections';

/** Every section switched on, with its text, in the specs' order. */
const ALL_ON: Record<string, string> = {
  hero_enabled: 'true',
  about_enabled: 'true',
  about_text: 'Somos un estudio.',
  mission_enabled: 'true',
  mission_text: 'Movernos.',
  class_types_enabled: 'true',
  coaches_enabled: 'true',
  packages_enabled: 'true',
  landing_announcements_enabled: 'true',
  schedule_enabled: 'true',
};
const SPEC_ORDER = [
  'hero',
  'about',
  'mission',
  'classTypes',
  'coaches',
  'packages',
  'announcements',
  'schedule',
];

describe('the landing sections', () => {
  it('shows every enabled section in the specs order when no order is set', () => {
    expect(landingSections(ALL_ON)).toEqual({ sections: SPEC_ORDER, warnings: [] });
  });

  it.each(LANDING_SECTION_RULES.map((rule) => [rule.enabledKey, rule.key] as const))(
    'hides a section whose %s is false (%s)',
    (enabledKey, key) => {
      for (const off of ['false', '0', '']) {
        const { sections } = landingSections({ ...ALL_ON, [enabledKey]: off });
        expect(sections).toEqual(SPEC_ORDER.filter((section) => section !== key));
      }
    },
  );

  it.each(LANDING_SECTION_RULES.map((rule) => [rule.orderKey, rule.key] as const))(
    'puts a section first when its %s is the lowest (%s)',
    (orderKey, key) => {
      expect(landingSections({ ...ALL_ON, [orderKey]: '-1' }).sections[0]).toBe(key);
    },
  );

  it('sorts by the configured orders, numerically', () => {
    const { sections } = landingSections({
      ...ALL_ON,
      hero_order: '1',
      schedule_order: '2',
      about_order: '10',
      mission_order: '9',
      class_types_order: '3',
      coaches_order: '4',
      packages_order: '5',
      announcements_order: '6',
    });
    expect(sections).toEqual([
      'hero',
      'schedule',
      'classTypes',
      'coaches',
      'packages',
      'announcements',
      'mission',
      'about',
    ]);
  });

  it('keeps the specs order between equal orders', () => {
    const orders = Object.fromEntries(LANDING_SECTION_RULES.map((rule) => [rule.orderKey, '1']));
    expect(landingSections({ ...ALL_ON, ...orders }).sections).toEqual(SPEC_ORDER);
  });

  it('shows only the hero when nothing is configured', () => {
    expect(landingSections({})).toEqual({ sections: ['hero'], warnings: [] });
  });

  it.each([
    [
      { about_order: 'segundo' },
      'about_order="segundo" no es un número; la sección queda en su lugar por defecto.',
      SPEC_ORDER,
    ],
    [
      { mission_text: '  ', mission_title: undefined },
      'La sección mission está activa pero no tiene texto (mission_text, mission_title); se oculta.',
      SPEC_ORDER.filter((key) => key !== 'mission'),
    ],
    [
      { coaches_enabled: 'sí' },
      'coaches_enabled="sí" no es true ni false; la sección se oculta.',
      SPEC_ORDER.filter((key) => key !== 'coaches'),
    ],
  ])('never breaks on malformed values: %j', (bad, warning, sections) => {
    expect(landingSections({ ...ALL_ON, ...bad })).toEqual({ sections, warnings: [warning] });
  });
});
