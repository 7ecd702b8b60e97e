import { es } from '#src/i18n/es-admin';
import { brandPalette } from './brand-palette';
import { contrastRatio, contrastText, toHex } from './colour';
import { LANDING_SECTION_RULES, type LandingSectionKey } from './landing-sections';
import { safeLinkHref } from './link-url';

/**
 * The studio's settings screen as data: which app configuration keys each section edits, how each
 * is checked before sending (colours, whole numbers in a range, options, links, the landing's
 * orders), the contrast of the chosen colours, and which entries changed. Pure, so the settings
 * machine's guard and the table-driven tests read the same rules.
 */
export type SettingKind =
  'text' | 'textarea' | 'code' | 'colour' | 'flag' | 'integer' | 'select' | 'image' | 'link' | 'package';

export interface SettingRule {
  key: string;
  kind: SettingKind;
  required?: boolean;
  min?: number;
  max?: number;
  options?: readonly string[];
}

export type SettingsSection = 'branding' | 'landing' | 'features' | 'booking' | 'contact' | 'payments';
export type SettingsValues = Readonly<Record<string, string>>;
export type SettingsErrors = Record<string, string>;

const flag = (key: string): SettingRule => ({ key, kind: 'flag' });
const text = (key: string, kind: SettingKind = 'text'): SettingRule => ({ key, kind });
const whole = (key: string, min: number, max?: number): SettingRule => ({ key, kind: 'integer', min, max });

/** The landing's switches and orders, one pair per section of the landing's own rules. */
export const LANDING_ORDER_RULES: readonly SettingRule[] = LANDING_SECTION_RULES.flatMap((rule) => [
  flag(rule.enabledKey),
  whole(rule.orderKey, 1, 99),
]);

export const SETTINGS_SECTIONS: Readonly<Record<SettingsSection, readonly SettingRule[]>> = {
  branding: [
    { key: 'business_name', kind: 'text', required: true },
    text('tagline'),
    text('navbar_logo', 'image'),
    text('favicon', 'image'),
    text('social_media_image', 'image'),
    text('bg_login', 'image'),
    { key: 'primary', kind: 'colour', required: true },
    text('primary-light', 'colour'),
    text('accent', 'colour'),
    text('dark', 'colour'),
    text('gray', 'colour'),
    text('light', 'colour'),
    flag('banner_enabled'),
    text('banner_text'),
    text('banner_link', 'link'),
    text('class_packages_name'),
    text('app_css', 'code'),
    text('head_tracking_codes', 'code'),
    text('body_tracking_codes', 'code'),
  ],
  landing: [
    text('hero_title'),
    text('hero_subtitle'),
    text('hero_image', 'image'),
    text('about_title'),
    text('about_text', 'textarea'),
    text('about_image', 'image'),
    text('mission_title'),
    text('mission_text', 'textarea'),
    text('mission_image', 'image'),
  ],
  features: [
    flag('waitlist_enabled'),
    flag('spotmap_enabled'),
    flag('allow_class_guests'),
    flag('reservation_rating_enabled'),
    flag('qrcode_enabled'),
    flag('unlimited_membership_penalties_enabled'),
    flag('videos_enabled'),
    flag('single_class_enabled'),
    flag('subscriptions_enabled'),
    flag('allow_restricted_class_types'),
    flag('allow_restricted_times'),
    flag('popup_presencial_enabled'),
    text('popup_presencial_src', 'image'),
    text('popup_presencial_link', 'link'),
  ],
  booking: [
    flag('allow_cancel_reservations'),
    flag('allow_cancel_after_treshold'),
    whole('cancel_timeframe_value', 0, 720),
    { key: 'cancel_timeframe_unit', kind: 'select', options: ['hours', 'minutes', 'days'] },
    whole('max_cancels_per_available_class', 0, 99),
    whole('reservation_timeframe_hours', 0, 720),
    whole('reservation_timeframe_minutes', 0, 59),
    whole('unlimited_max_no_shows_for_penalty', 1, 99),
    whole('timezone_offset', -14, 12),
  ],
  contact: [
    text('email'),
    text('whatsapp'),
    flag('whatsapp_widget'),
    text('facebook', 'link'),
    text('instagram', 'link'),
    text('tiktok', 'link'),
    text('location', 'textarea'),
  ],
  payments: [
    flag('cash_checkout_enabled'),
    text('cash_bank_name'),
    text('cash_bank_card'),
    text('cash_account_number'),
    text('cash_account_name'),
    flag('paypal_enabled'),
    flag('payment_sources_enabled'),
    { key: 'stripe_checkout_mode', kind: 'select', options: ['embedded', 'session'] },
    flag('discounts_enabled'),
    text('signup_fee', 'package'),
    flag('checkout_disabled'),
    text('checkout_redirect_url', 'link'),
  ],
};

export const ALL_SETTING_RULES: readonly SettingRule[] = [
  ...Object.values(SETTINGS_SECTIONS).flat(),
  ...LANDING_ORDER_RULES,
];

const COLOUR = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;
const WHOLE = /^-?\d+$/;
const t = es.studio.settings.errors;

/** The message of one value, or null; empty optional values are fine. */
export function settingError(rule: SettingRule, raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return rule.required ? t.required : null;
  switch (rule.kind) {
    case 'colour':
      return COLOUR.test(value) ? null : t.colour;
    case 'integer': {
      if (!WHOLE.test(value)) return t.integer;
      const number = Number(value);
      const { min = 0, max } = rule;
      if (number < min || (max !== undefined && number > max))
        return max === undefined ? t.min(min) : t.range(min, max);
      return null;
    }
    case 'select':
      return rule.options?.includes(value) ? null : t.option;
    case 'link':
      return safeLinkHref(value) === null ? t.link : null;
    case 'package':
      return WHOLE.test(value) ? null : t.option;
    default:
      return null;
  }
}

const isOn = (value: string | undefined) => ['true', '1'].includes(value?.trim().toLowerCase() ?? '');

/** Two shown sections with the same order: the landing could not say which goes first. */
function orderErrors(values: SettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  const seen = new Map<string, string>();
  for (const rule of LANDING_SECTION_RULES) {
    const order = values[rule.orderKey]?.trim();
    if (!order || !isOn(values[rule.enabledKey])) continue;
    const first = seen.get(order);
    if (first) {
      errors[first] = t.orderTaken;
      errors[rule.orderKey] = t.orderTaken;
    } else seen.set(order, rule.orderKey);
  }
  return errors;
}

/** Every message by key; an empty object means the settings can be sent. */
export function validateSettings(values: SettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const rule of ALL_SETTING_RULES) {
    const message = settingError(rule, values[rule.key]);
    if (message) errors[rule.key] = message;
  }
  for (const [key, message] of Object.entries(orderErrors(values))) errors[key] ??= message;
  return errors;
}

/** The configuration's entries as the form's values (a cleared value is empty text). */
export function settingsValuesOf(entries: readonly { key: string; value?: string | null }[]): SettingsValues {
  return Object.fromEntries(entries.map(({ key, value }) => [key, value ?? '']));
}

/** Only what changed goes to the server: the entries whose value differs from what was loaded. */
export function changedEntries(values: SettingsValues, initial: SettingsValues) {
  return Object.keys(values)
    .filter((key) => (values[key] ?? '') !== (initial[key] ?? ''))
    .map((key) => ({ key, value: values[key] ?? '' }));
}

/** Every landing section in its configured order (shown or not), as the order list shows them. */
export function sectionsInOrder(values: SettingsValues): LandingSectionKey[] {
  return LANDING_SECTION_RULES.map((rule, index) => {
    const order = Number(values[rule.orderKey]);
    return {
      key: rule.key,
      index,
      order: values[rule.orderKey]?.trim() && Number.isFinite(order) ? order : index + 1,
    };
  })
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ key }) => key);
}

/**
 * Moves one section up (-1) or down (+1) and numbers every section 1…n in the new order, so
 * orders never tie. Returns only the order entries that change.
 */
export function moveSection(
  values: SettingsValues,
  key: LandingSectionKey,
  by: -1 | 1,
): Record<string, string> {
  const order = sectionsInOrder(values);
  const from = order.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return {};
  [order[from], order[to]] = [order[to]!, order[from]!];
  const changes: Record<string, string> = {};
  order.forEach((section, index) => {
    const rule = LANDING_SECTION_RULES.find((candidate) => candidate.key === section)!;
    if (values[rule.orderKey] !== String(index + 1)) changes[rule.orderKey] = String(index + 1);
  });
  return changes;
}

export interface ContrastCheck {
  id: 'onPrimary' | 'primaryOnWhite' | 'darkOnLight';
  ratio: number;
  passes: boolean;
  /** The readable shade the site uses instead, when the configured colour does not pass. */
  used: string | null;
}

const AA = 4.5;

/**
 * WCAG AA (4.5:1) for what the studio's colours paint: text on its buttons, its colour as link
 * text on white, its dark text on its light background. The site already swaps an unreadable
 * primary for a readable shade (decision 014); this tells the admin which one.
 */
export function contrastChecks(values: SettingsValues): ContrastCheck[] {
  const primary = toHex(values.primary);
  if (!primary) return [];
  const { palette } = brandPalette({
    primary,
    accent: null,
    dark: values.dark || null,
    gray: null,
    light: values.light || null,
    primaryLight: values['primary-light'] || null,
  });
  const onPrimary = contrastRatio(primary, contrastText(primary));
  const onWhite = contrastRatio(primary, '#ffffff');
  const checks: ContrastCheck[] = [
    {
      id: 'onPrimary',
      ratio: onPrimary,
      passes: onPrimary >= AA,
      used: onPrimary >= AA ? null : palette.solid,
    },
    { id: 'primaryOnWhite', ratio: onWhite, passes: onWhite >= AA, used: onWhite >= AA ? null : palette.fg },
  ];
  const dark = toHex(values.dark);
  const light = toHex(values.light);
  if (dark && light) {
    const ratio = contrastRatio(dark, light);
    checks.push({ id: 'darkOnLight', ratio, passes: ratio >= AA, used: null });
  }
  return checks;
}
