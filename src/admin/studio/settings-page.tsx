import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo } from 'react';
import { createStudioSettingsActors } from '#machines/studio-settings/actors';
import { studioSettingsMachine } from '#machines/studio-settings/machine';
import {
  selectErrors,
  selectFailure,
  selectIsDirty,
  selectIsLoading,
  selectIsSaving,
  selectLoadFailed,
  selectValues,
} from '#machines/studio-settings/selectors';
import { readResourceRecords } from '#src/api/reads/admin-resources';
import type { ResourceApi } from '#src/api/resource-api';
import { useFlow } from '#src/app/use-flow';
import { useRead } from '#src/app/use-read';
import { publishAppConfig } from '#src/config/live-app-config';
import { SETTINGS_SECTIONS, type SettingsSection } from '#src/domain/studio-settings';
import { es } from '#src/i18n/es-admin';
import { showError, showSuccess } from '#src/ui/alerts';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { LeaveDialog } from '#src/admin/editor/leave-dialog';
import { SaveFailureAlert } from '#src/admin/save-failure-alert';
import { useLeaveGuard } from '#src/admin/editor/use-leave-guard';
import { resourceByKey } from '#src/admin/resources/all';
import { NoAccess } from '#src/admin/shell/admin-access';
import { ContrastReport } from './contrast-report';
import { LandingOrder } from './landing-order';
import { SettingField } from './setting-field';

const text = es.studio.settings;
const actors = createStudioSettingsActors();
// The preview brings the customer's header and landing: loaded when the screen opens, not with the back-office.
const SettingsPreview = lazy(() =>
  import('./settings-preview').then((module) => ({ default: module.SettingsPreview })),
);
const ORDER: readonly SettingsSection[] = [
  'branding',
  'landing',
  'features',
  'booking',
  'contact',
  'payments',
];
const packagesApi = resourceByKey('paquetes')?.api as ResourceApi;

/** /admin/ajustes: the studio's app configuration in sections, with a live preview of the site. */
export function SettingsPage() {
  const flow = useFlow(studioSettingsMachine, {
    actors,
    actions: {
      notifySaved: (_, entries) => {
        showSuccess(text.saved);
        // The running site (this tab and the others) takes the new configuration at once.
        publishAppConfig(entries);
      },
      notifyUnchanged: () => showError(text.unchanged),
    },
  });
  const values = useSelector(flow, selectValues);
  const errors = useSelector(flow, selectErrors);
  const failure = useSelector(flow, selectFailure);
  const loading = useSelector(flow, selectIsLoading);
  const loadFailed = useSelector(flow, selectLoadFailed);
  const saving = useSelector(flow, selectIsSaving);
  const dirty = useSelector(flow, selectIsDirty);
  const guard = useLeaveGuard(dirty);
  const packages = useRead(readResourceRecords, packagesApi);
  const packageOptions = useMemo(
    () => [
      { value: '', label: text.noPackage },
      ...(packages.data ?? []).map((row) => ({
        value: String(row.class_package_id),
        label: String(row.title ?? row.class_package_id),
      })),
    ],
    [packages.data],
  );
  const change = (changes: Record<string, string>) => flow.send({ type: 'settings.change', changes });

  if (failure?.kind === 'forbidden') return <NoAccess text={es.admin.forbidden} />;
  if (loading) return <LoadingLine text={text.loading} />;
  if (loadFailed)
    return (
      <LoadError
        text={failure?.message || text.loadError}
        onRetry={() => flow.send({ type: 'settings.retry' })}
      />
    );
  const invalid = Object.keys(errors).length > 0;
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="8" maxW="8xl">
      <Box>
        <Heading as="h1" size="xl" mb="2">
          {text.title}
        </Heading>
        <Text color="fg.muted" mb="5">
          {text.intro}
        </Text>
        <form
          noValidate
          aria-label={text.title}
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({ type: 'settings.submit' });
          }}
        >
          <Stack gap="4">
            <SaveFailureAlert failure={failure} texts={text} invalid={invalid} />
            {ORDER.map((section) => (
              <Stack as="fieldset" key={section} gap="3" borderTopWidth="1px" pt="4">
                <Heading as="legend" size="md" mb="2">
                  {text.sections[section]}
                </Heading>
                {section === 'landing' && <LandingOrder values={values} errors={errors} onChange={change} />}
                {SETTINGS_SECTIONS[section].map((rule) => (
                  <SettingField
                    key={rule.key}
                    rule={rule}
                    values={values}
                    error={errors[rule.key]}
                    onChange={change}
                    options={rule.kind === 'package' ? packageOptions : undefined}
                  />
                ))}
                {section === 'branding' && <ContrastReport values={values} />}
              </Stack>
            ))}
            <HStack
              gap="3"
              py="3"
              position="sticky"
              bottom="0"
              bg="bg"
              borderTopWidth="1px"
              zIndex="docked"
              wrap="wrap"
            >
              <Button type="submit" colorPalette="brand" loading={saving}>
                {text.save}
              </Button>
              <Button
                variant="outline"
                disabled={!dirty || saving}
                onClick={() => flow.send({ type: 'settings.discard' })}
              >
                {text.discard}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Box>
      <Box position={{ xl: 'sticky' }} top={{ xl: '4' }} alignSelf="start">
        <Suspense fallback={<LoadingLine text={text.loading} />}>
          <SettingsPreview values={values} />
        </Suspense>
      </Box>
      <LeaveDialog guard={guard} />
    </Grid>
  );
}
