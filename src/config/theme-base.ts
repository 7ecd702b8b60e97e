import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  qrCodeSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes the app's components use (decision 030): the
 * same tokens, text styles and recipes, so screens look the same, without the ~70 recipes of
 * components the app never renders. A component whose recipe is missing renders unstyled
 * without an error: tests/unit/slim-theme.test.ts fails when a screen imports one.
 */
export const SLIM_RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const SLIM_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
};

type GlobalStyles = Record<string, Record<string, unknown>>;
const { '*': everyElement = {}, html = {}, ...otherGlobals } = globalCss as GlobalStyles;
const {
  fontFeatureSettings,
  '--global-font-mono': fontMono,
  '--global-font-body': fontBody,
  '--global-color-border': colorBorder,
  ...utilityDefaults
} = everyElement;

/**
 * Chakra's global styles, with the defaults of its ring and filter utilities (20 custom
 * properties) set once on the root and inherited, instead of on every element (`*`): declared on
 * each element, they made the browser's style work per element about a third dearer (a week of
 * 150 classes, decision 046). The app uses neither utility; the preflight's own variables stay.
 */
const leanGlobalCss = {
  '*': {
    fontFeatureSettings,
    '--global-font-mono': fontMono,
    '--global-font-body': fontBody,
    '--global-color-border': colorBorder,
  },
  html: { ...utilityDefaults, ...html },
  ...otherGlobals,
} as typeof globalCss;

/**
 * Chakra's body and heading font list without the names that cost a lookup on devices that lack
 * them and change nothing where they exist: Inter (a web font the app never loads), Helvetica
 * (after Arial, which every system that has Helvetica also has) and the three emoji families
 * (the system's own fallback finds the emoji font). On a device without a named family, each
 * name before the one it has is looked up again for every new size and weight (decision 100).
 */
const UI_FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Arial, sans-serif';
const fonts = { ...tokens.fonts, heading: { value: UI_FONT }, body: { value: UI_FONT } };

export const slimThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: leanGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, fonts },
    semanticTokens,
    recipes: SLIM_RECIPES,
    slotRecipes: SLIM_SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Chakra's base config with the slim theme, and the app's own on top. */
export function createSlimSystem(...configs: Parameters<typeof defineConfig>[0][]) {
  return createSystem(defaultBaseConfig, slimThemeConfig, ...configs);
}
