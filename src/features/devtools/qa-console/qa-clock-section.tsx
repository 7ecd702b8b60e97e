import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { studioMocks } from '#mocks/browser';
import { appNow } from '#src/domain/app-clock';
import { useIdentity } from '#src/app/session-context';
import { es } from '#src/i18n/es';
import { formatClockOffset, offsetFromDaysHours } from './clock-offset';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function splitOffset(ms: number): { days: string; hours: string } {
  const days = Math.trunc(ms / DAY_MS);
  const hours = Math.round(((ms - days * DAY_MS) / HOUR_MS) * 100) / 100;
  return { days: String(days), hours: String(hours) };
}

/**
 * Moves the mock clock (server and screens together) by days and hours from the real now. The
 * identity token is refreshed on the moved clock first, so the session survives the jump, and
 * the page reloads so every screen reads the new "now".
 */
export function QaClockSection() {
  const identity = useIdentity();
  const offset = studioMocks.clockOffset();
  const [fields, setFields] = useState(() => splitOffset(offset));
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  async function moveTo(ms: number) {
    setBusy(true);
    studioMocks.setClockOffset(ms);
    await identity.getIdToken(true).catch(() => null);
    window.location.reload();
  }

  function move(event: FormEvent) {
    event.preventDefault();
    const days = Number(fields.days || 0);
    const hours = Number(fields.hours || 0);
    const valid = Number.isFinite(days) && Number.isFinite(hours);
    setInvalid(!valid);
    if (valid) void moveTo(offsetFromDaysHours(days, hours));
  }

  return (
    <Stack as="section" gap="2" aria-labelledby="qa-clock-title">
      <Heading as="h3" size="xs" id="qa-clock-title">
        {es.qa.clockTitle}
      </Heading>
      <Text>
        {es.qa.clockNow(appNow().toLocaleString('es-MX', { dateStyle: 'medium', timeStyle: 'short' }))}
        {' · '}
        {es.qa.clockOffset(formatClockOffset(offset))}
      </Text>
      <form onSubmit={move} noValidate>
        <HStack align="end">
          {(['days', 'hours'] as const).map((key) => (
            <Field.Root key={key} invalid={invalid}>
              <Field.Label>{es.qa[key]}</Field.Label>
              <Input
                size="xs"
                inputMode="decimal"
                aria-describedby={invalid ? 'qa-clock-error' : undefined}
                value={fields[key]}
                onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
              />
            </Field.Root>
          ))}
          <Button size="xs" type="submit" loading={busy}>
            {es.qa.moveClock}
          </Button>
        </HStack>
        {invalid && (
          <Text id="qa-clock-error" role="alert" color="fg.error" mt="1">
            {es.qa.clockInvalid}
          </Text>
        )}
      </form>
      <HStack>
        <Button size="xs" variant="outline" disabled={busy || offset === 0} onClick={() => void moveTo(0)}>
          {es.qa.clockBack}
        </Button>
        <Text color="fg.muted">{es.qa.reloads}</Text>
      </HStack>
    </Stack>
  );
}
