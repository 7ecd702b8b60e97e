import { describe, expect, it } from 'vitest';
import {
  changedEntries,
  contrastChecks,
  moveSection,
  sectionsInOrder,
  settingError,
  validateSettings,
  type SettingRule,
} from '#src/domain/studio-settings';

const colour: SettingRule = { key: 'primary', kind: 'colour', required: true };
const optionalColour: SettingRule = { key: 'accent', kind: 'colour' };
const minutes: SettingRule = { key: 'reservation_timeframe_minutes', kind: 'integer', min: 0, max: 59 };
const offset: SettingRule = { key: 'timezone_offset', kind: 'integer', min: -14, max: 12 };
const unbounded: SettingRule = { key: 'x', kind: 'integer', min: 1 };
const unit: SettingRule = {
  key: 'cancel_timeframe_unit',
  kind: 'select',
  options: ['hours', 'minutes', 'days'],
};
const link: SettingRule = { key: 'banner_link', kind: 'link' };
const fee: SettingRule = { key: 'signup_fee', kind: 'package' };

describe('a setting checked before sending', () => {
  it.each([
    // colours
    [colour, '#0f766e', null],
    [colour, '#FFF', null],
    [colour, '', 'Este campo es obligatorio.'],
    [colour, '   ', 'Este campo es obligatorio.'],
    [colour, 'teal', 'Escribe un color como #1a2b3c.'],
    [colour, '#12345', 'Escribe un color como #1a2b3c.'],
    [colour, '#gggggg', 'Escribe un color como #1a2b3c.'],
    [optionalColour, '', null],
    [optionalColour, 'rgb(0,0,0)', 'Escribe un color como #1a2b3c.'],
    // numbers
    [minutes, '0', null],
    [minutes, '59', null],
    [minutes, '60', 'Escribe un número entre 0 y 59.'],
    [minutes, '-1', 'Escribe un número entre 0 y 59.'],
    [minutes, '1.5', 'Escribe un número entero.'],
    [minutes, 'diez', 'Escribe un número entero.'],
    [minutes, '', null],
    [offset, '-6', null],
    [offset, '13', 'Escribe un número entre -14 y 12.'],
    [unbounded, '0', 'Escribe un número desde 1.'],
    [unbounded, '5000', null],
    // options, links, packages
    [unit, 'hours', null],
    [unit, 'weeks', 'Elige una de las opciones.'],
    [link, '/paquetes', null],
    [link, 'https://demo.mx/promo', null],
    [link, 'javascript:alert(1)', 'Escribe una dirección web (https://…) o una ruta del sitio (/paquetes).'],
    [fee, '12', null],
    [fee, 'doce', 'Elige una de las opciones.'],
  ] as const)('%o with %j → %j', (rule, value, message) => {
    expect(settingError(rule, value)).toBe(message);
  });
});

const base = {
  business_name: 'Lumen',
  primary: '#0f766e',
  hero_enabled: 'true',
  hero_order: '1',
  about_enabled: 'true',
  about_order: '2',
  mission_enabled: 'false',
  mission_order: '2',
};

describe('the landing orders', () => {
  it.each([
    ['distinct orders', {}, {}],
    [
      'two shown sections with one order',
      { mission_enabled: 'true' },
      {
        about_order: 'Dos secciones no pueden tener el mismo orden.',
        mission_order: 'Dos secciones no pueden tener el mismo orden.',
      },
    ],
    ['a hidden section may share an order', { mission_enabled: 'false' }, {}],
    ['an order of zero', { hero_order: '0' }, { hero_order: 'Escribe un número entre 1 y 99.' }],
    ['an order that is not a number', { about_order: 'dos' }, { about_order: 'Escribe un número entero.' }],
  ])('%s', (_, change, errors) => {
    expect(validateSettings({ ...base, ...change })).toEqual(errors);
  });

  it('moves a section and numbers every section 1…n', () => {
    const values = { ...base, mission_order: '3' };
    expect(sectionsInOrder(values).slice(0, 3)).toEqual(['hero', 'about', 'mission']);
    const moved = { ...values, ...moveSection(values, 'mission', -1) };
    expect(sectionsInOrder(moved).slice(0, 3)).toEqual(['hero', 'mission', 'about']);
    expect(moved).toMatchObject({ hero_order: '1', mission_order: '2', about_order: '3' });
    // The first cannot go higher.
    expect(moveSection(moved, 'hero', -1)).toEqual({});
  });
});

describe('what is sent', () => {
  it('only the changed entries', () => {
    expect(changedEntries({ ...base, primary: '#ff0000' }, base)).toEqual([
      { key: 'primary', value: '#ff0000' },
    ]);
    expect(changedEntries(base, base)).toEqual([]);
  });
});

describe('the contrast of the studio colours (WCAG AA)', () => {
  it('a dark teal passes on buttons and as links', () => {
    const checks = contrastChecks({ primary: '#0f766e' });
    expect(checks.map((check) => [check.id, check.passes])).toEqual([
      ['onPrimary', true],
      ['primaryOnWhite', true],
    ]);
  });

  it('a light yellow fails as link text and names the readable shade the site uses', () => {
    const link = contrastChecks({ primary: '#fde047' }).find((check) => check.id === 'primaryOnWhite')!;
    expect(link.passes).toBe(false);
    expect(link.ratio).toBeLessThan(4.5);
    expect(link.used).toMatch(/^#[\da-f]{6}$/);
  });

  it('checks dark on light when both are set', () => {
    const checks = contrastChecks({ primary: '#0f766e', dark: '#777777', light: '#888888' });
    expect(checks.at(-1)).toMatchObject({ id: 'darkOnLight', passes: false });
  });

  it('says nothing about a colour it cannot read', () => {
    expect(contrastChecks({ primary: 'teal' })).toEqual([]);
  });
});
