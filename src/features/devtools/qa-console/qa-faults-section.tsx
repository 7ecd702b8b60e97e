import { Button, Checkbox, Field, Heading, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { studioMocks } from '#mocks/browser';
import type { NetworkFault, Scenarios } from '#mocks/scenarios';
import { es } from '#src/i18n/es';
import { useScenarios } from './use-scenarios';

const ONE_SHOTS = [
  ['expireTokenOnNextCall', es.qa.expireToken],
  ['classFillsOnNextReserve', es.qa.classFills],
  ['spotTakenOnNextReserve', es.qa.spotTaken],
  ['alreadyReservedOnNextReserve', es.qa.alreadyReserved],
  ['soldOutOnNextPurchase', es.qa.soldOut],
] as const satisfies ReadonlyArray<readonly [keyof Scenarios, string]>;

/** Latency and failures of every `/api` call, and the one-shot scenarios. They apply at once. */
export function QaFaultsSection() {
  const scenarios = useScenarios();
  const [latency, setLatency] = useState(String(scenarios.latencyMs));
  const [latencyError, setLatencyError] = useState(false);

  function applyLatency(event: FormEvent) {
    event.preventDefault();
    const ms = Number(latency);
    const valid = latency.trim() !== '' && Number.isInteger(ms) && ms >= 0;
    setLatencyError(!valid);
    if (valid) studioMocks.setScenarios({ latencyMs: ms });
  }

  return (
    <Stack as="section" gap="2" aria-labelledby="qa-faults-title">
      <Heading as="h3" size="xs" id="qa-faults-title">
        {es.qa.faultsTitle}
      </Heading>
      <form onSubmit={applyLatency} noValidate>
        <Field.Root invalid={latencyError}>
          <Field.Label>{es.qa.latency}</Field.Label>
          <HStack>
            <Input
              size="xs"
              inputMode="numeric"
              value={latency}
              onChange={(event) => setLatency(event.target.value)}
            />
            <Button size="xs" type="submit">
              {es.qa.apply}
            </Button>
          </HStack>
          <Field.ErrorText>{es.qa.latencyInvalid}</Field.ErrorText>
        </Field.Root>
      </form>
      <Field.Root>
        <Field.Label>{es.qa.fault}</Field.Label>
        <NativeSelect.Root size="xs">
          <NativeSelect.Field
            value={scenarios.fault}
            onChange={(event) => studioMocks.setScenarios({ fault: event.target.value as NetworkFault })}
          >
            <option value="none">{es.qa.faultNone}</option>
            <option value="writes">{es.qa.faultWrites}</option>
            <option value="network">{es.qa.faultNetwork}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Heading as="h3" size="xs">
        {es.qa.scenariosTitle}
      </Heading>
      {ONE_SHOTS.map(([key, label]) => (
        <Checkbox.Root
          key={key}
          size="sm"
          checked={scenarios[key]}
          onCheckedChange={(details) => studioMocks.setScenarios({ [key]: details.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
