/**
 * Which sections the landing page shows and in which order (commerce §2: "Sections appear only
 * if enabled and are sorted by their configured order"), read from the app configuration's
 * `*_enabled` and `*_order` keys. Bad values never break the page: an order that is not a
 * number keeps the section's default place, an enabled text section without text is hidden,
 * and each reason is returned once for the console.
 */
export type LandingSectionKey =
  'hero' | 'about' | 'mission' | 'classTypes' | 'coaches' | 'packages' | 'announcements' | 'schedule';

interface SectionRule {
  key: LandingSectionKey;
  enabledKey: string;
  orderKey: string;
  /** Whether the section shows when its `*_enabled` key is absent. */
  enabledByDefault: boolean;
  /** A text section needs one of these keys set, or it has nothing to say. */
  needsOneOf?: readonly string[];
}

/** The specs' order of the sections, which is also each one's default place. */
export const LANDING_SECTION_RULES: readonly SectionRule[] = [
  // The hero falls back to the studio's name and tagline, so it needs no text of its own.
  { key: 'hero', enabledKey: 'hero_enabled', orderKey: 'hero_order', enabledByDefault: true },
  {
    key: 'about',
    enabledKey: 'about_enabled',
    orderKey: 'about_order',
    enabledByDefault: false,
    needsOneOf: ['about_text', 'about_title'],
  },
  {
    key: 'mission',
    enabledKey: 'mission_enabled',
    orderKey: 'mission_order',
    enabledByDefault: false,
    needsOneOf: ['mission_text', 'mission_title'],
  },
  {
    key: 'classTypes',
    enabledKey: 'class_types_enabled',
    orderKey: 'class_types_order',
    enabledByDefault: false,
  },
  { key: 'coaches', enabledKey: 'coaches_enabled', orderKey: 'coaches_order', enabledByDefault: false },
  { key: 'packages', enabledKey: 'packages_enabled', orderKey: 'packages_order', enabledByDefault: false },
  {
    key: 'announcements',
    enabledKey: 'landing_announcements_enabled',
    orderKey: 'announcements_order',
    enabledByDefault: false,
  },
  { key: 'schedule', enabledKey: 'schedule_enabled', orderKey: 'schedule_order', enabledByDefault: false },
];

export interface LandingSections {
  sections: LandingSectionKey[];
  warnings: string[];
}

const TRUE = new Set(['true', '1']);
const FALSE = new Set(['false', '0', '']);

export function landingSections(raw: Readonly<Record<string, string | undefined>>): LandingSections {
  const warnings: string[] = [];
  const enabled = (rule: SectionRule): boolean => {
    const value = raw[rule.enabledKey]?.trim().toLowerCase();
    if (value === undefined) return rule.enabledByDefault;
    if (TRUE.has(value)) return true;
    if (!FALSE.has(value)) {
      warnings.push(
        `${rule.enabledKey}="${raw[rule.enabledKey]}" no es true ni false; la sección se oculta.`,
      );
    }
    return false;
  };
  const hasText = (rule: SectionRule): boolean => {
    if (!rule.needsOneOf || rule.needsOneOf.some((key) => raw[key]?.trim())) return true;
    warnings.push(
      `La sección ${rule.key} está activa pero no tiene texto (${rule.needsOneOf.join(', ')}); se oculta.`,
    );
    return false;
  };
  const order = (rule: SectionRule, fallback: number): number => {
    const value = raw[rule.orderKey]?.trim();
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (Number.isFinite(number)) return number;
    warnings.push(`${rule.orderKey}="${value}" no es un número; la sección queda en su lugar por defecto.`);
    return fallback;
  };
  const sections = LANDING_SECTION_RULES.map((rule, index) => ({ rule, index }))
    .filter(({ rule }) => enabled(rule) && hasText(rule))
    .map(({ rule, index }) => ({ key: rule.key, index, order: order(rule, index + 1) }))
    // Equal orders keep the specs' order.
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ key }) => key);
  return { sections, warnings };
}

/** The sections below the first screen load their data only when they come near the viewport. */
export function isAboveTheFold(sections: readonly LandingSectionKey[], key: LandingSectionKey): boolean {
  return sections.indexOf(key) === 0;
}
