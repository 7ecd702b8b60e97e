import { Alert, Badge, Box, Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { createAuditRevertActors } from '#machines/audit-revert/actors';
import { auditRevertMachine } from '#machines/audit-revert/machine';
import { selectFailure, selectIsBusy, selectIsConfirming } from '#machines/audit-revert/selectors';
import { readAudit, type AuditEntry, type AuditQuery } from '#src/api/reads/admin-customers';
import { useFlow } from '#src/app/use-flow';
import { useRead } from '#src/app/use-read';
import { auditFieldLabel, auditValueText, shownFields } from '#src/domain/audit';
import { DATE_FORMAT, studioTime, TIME_FORMAT } from '#src/domain/dates';
import { es } from '#src/i18n/es-admin';
import { showSuccess } from '#src/ui/alerts';
import { DialogFrame } from '#src/ui/dialog-frame';
import { ReadState } from '#src/ui/load-states';
import { useAppConfig } from '#src/config/app-config-context';
import { AUDIT_FIELD_LABELS } from './field-labels';

const text = es.audit;
const actors = createAuditRevertActors();

const when = (entry: AuditEntry, offsetHours: number) =>
  studioTime(entry.createdAt, offsetHours).format(`${DATE_FORMAT} ${TIME_FORMAT}`);

/**
 * What an entry did, in words: the spec's actions by name (a path with an id as its template,
 * `PUT /purchases/admin/{id}/paid`), others by method and path.
 */
function actionText(entry: AuditEntry): string {
  const named = text.actions[entry.action] ?? text.actions[entry.action.replace(/\/\d+(?=\/|$)/g, '/{id}')];
  if (named) return named;
  const [method = '', path = ''] = entry.action.split(' ');
  return `${text.methods[method] ?? method} ${path}`;
}

function changeTitle(change: AuditEntry['changes'][number]): string {
  const object = text.objects[change.object_type] ?? change.object_type;
  return text[change.kind].replace('{object}', object).replace('{id}', String(change.object_id));
}

const valueText = (value: unknown) =>
  auditValueText(value, { yes: text.yes, no: text.no, empty: text.emptyValue });

/**
 * An object's history from the audit log (who, when, what, each field before and after), with
 * 'Deshacer' on a simple change. `onReverted` lets the page read its own data again.
 */
export function AuditHistory({ query, onReverted }: { query: AuditQuery; onReverted?: () => void }) {
  const { timezoneOffset } = useAppConfig();
  const history = useRead(readAudit, query);
  const flow = useFlow(auditRevertMachine, {
    actors,
    actions: {
      notifyReverted: () => {
        showSuccess(text.reverted);
        history.refresh();
        onReverted?.();
      },
    },
  });
  const confirming = useSelector(flow, selectIsConfirming);
  const busy = useSelector(flow, selectIsBusy);
  const failure = useSelector(flow, selectFailure);
  const entries = history.data ?? [];
  return (
    <Box as="section" aria-labelledby="historial" mt="8">
      <Heading as="h2" id="historial" size="lg" mb="3">
        {text.title}
      </Heading>
      <ReadState read={history} loading={text.loading} failed={text.loadError} />
      {history.data && entries.length === 0 && <Text color="fg.muted">{text.empty}</Text>}
      <Stack gap="3" data-testid="audit-history">
        {entries.map((entry) => (
          <Card.Root key={entry.audit_id} size="sm" as="article" aria-label={actionText(entry)}>
            <Card.Body gap="2">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Box>
                  <Text fontWeight="semibold">
                    {actionText(entry)}
                    {entry.reverted_by !== null && (
                      <Badge ms="2" colorPalette="gray">
                        {text.revertedBadge}
                      </Badge>
                    )}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {text.by
                      .replace('{who}', entry.actor.email)
                      .replace('{when}', when(entry, timezoneOffset))}
                    {entry.reverts !== null && ` · ${text.revertOf.replace('{id}', String(entry.reverts))}`}
                  </Text>
                </Box>
                {entry.revertible && (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={text.revertLabel.replace('{when}', when(entry, timezoneOffset))}
                    onClick={() => flow.send({ type: 'revert.ask', auditId: entry.audit_id })}
                  >
                    {text.revert}
                  </Button>
                )}
              </HStack>
              {entry.changes.map((change) => (
                <ChangeTable key={`${change.object_type}-${change.object_id}`} change={change} />
              ))}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <DialogFrame
        open={confirming}
        role="alertdialog"
        title={text.revertTitle}
        busy={busy}
        onClose={() => flow.send({ type: 'revert.cancel' })}
        secondaryLabel={es.access.cancel}
        primary={{ label: text.revert, onClick: () => flow.send({ type: 'revert.confirm' }) }}
      >
        <Stack gap="3">
          <Text>{text.revertConfirm}</Text>
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{`${text.revertFailed} ${failure.message}`}</Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </DialogFrame>
    </Box>
  );
}

function ChangeTable({ change }: { change: AuditEntry['changes'][number] }) {
  const fields = shownFields(change.fields);
  return (
    <Box>
      <Text fontSize="sm" mb="1">
        {changeTitle(change)}
      </Text>
      {fields.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{text.field}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.before}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.after}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {fields.map((field) => (
                <Table.Row key={field.field}>
                  <Table.Cell>
                    {auditFieldLabel(AUDIT_FIELD_LABELS, change.object_type, field.field)}
                  </Table.Cell>
                  <Table.Cell wordBreak="break-all">
                    {change.kind === 'created' ? '' : valueText(field.before)}
                  </Table.Cell>
                  <Table.Cell wordBreak="break-all">
                    {change.kind === 'deleted' ? '' : valueText(field.after)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
