import { Box, Heading, Text } from '@chakra-ui/react';
import { useMemo, type CSSProperties } from 'react';
import { SiteHeader } from '#src/app/layouts/site-header';
import { toAppConfig } from '#src/config/app-config';
import { AppConfigContext } from '#src/config/app-config-context';
import { brandPalette } from '#src/domain/brand-palette';
import type { SettingsValues } from '#src/domain/studio-settings';
import { Component as Landing } from '#src/features/landing/landing-route';
import { es } from '#src/i18n/es-admin';

const text = es.studio.settings;

/**
 * The customer's header and landing as they will look with the unsaved values: the same
 * components, under a configuration provider of their own and the brand palette computed from
 * the typed colours as CSS variables on this box only (the page keeps the saved ones). Inert:
 * a preview is looked at, not used, and its links must not leave the form.
 */
export function SettingsPreview({ values }: { values: SettingsValues }) {
  const config = useMemo(
    () => toAppConfig(Object.entries(values).map(([key, value]) => ({ key, value }))),
    [values],
  );
  const style = useMemo(() => {
    const { palette } = brandPalette({ primary: config.primary, ...config.colors });
    const vars: Record<string, string> = {
      '--chakra-colors-brand': palette.base,
      '--chakra-colors-brand-solid': palette.solid,
      '--chakra-colors-brand-contrast': palette.contrast,
      '--chakra-colors-brand-fg': palette.fg,
      '--chakra-colors-brand-muted': palette.muted,
      '--chakra-colors-brand-subtle': palette.subtle,
      '--chakra-colors-brand-emphasized': palette.emphasized,
      '--chakra-colors-brand-focus-ring': palette.focusRing,
      '--chakra-colors-studio-accent': palette.accent,
      '--chakra-colors-studio-dark': palette.dark,
      '--chakra-colors-studio-gray': palette.gray,
      '--chakra-colors-studio-light': palette.light,
      '--chakra-colors-studio-primary-light': palette.primaryLight,
    };
    return vars as CSSProperties;
  }, [config]);
  return (
    <Box>
      <Heading as="h2" size="md">
        {text.preview}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="2">
        {text.previewHint}
      </Text>
      <AppConfigContext.Provider value={config}>
        <Box
          inert
          data-testid="settings-preview"
          data-primary={config.primary}
          style={style}
          // The palette's variables are read where `colorPalette` is declared: declare it here too.
          colorPalette="brand"
          // Fixed parts of the header (the bar, the WhatsApp button) stay inside this box.
          transform="translateZ(0)"
          h={{ base: '28rem', xl: '75vh' }}
          overflowY="auto"
          borderWidth="1px"
          rounded="md"
          bg="bg"
        >
          <SiteHeader />
          <Landing />
        </Box>
      </AppConfigContext.Provider>
    </Box>
  );
}
