import {
  Alert,
  Button,
  Checkbox,
  DataList,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { reserveMachine } from '#machines/reserve/machine';
import {
  selectFailureMessage,
  selectGuestError,
  selectGuestName,
  selectGuestsAllowed,
  selectIsBusy,
  selectSingleClass,
  selectSpot,
  selectSpotLayout,
  selectWithGuest,
} from '#machines/reserve/selectors';
import { DATE_FORMAT, dayjs, TIME_FORMAT } from '#src/domain/dates';
import { es } from '#src/i18n/es';
import { SpotMap } from '#src/ui/spot-map/spot-map';
import { classCoachNames } from '#src/domain/coach-name';
import { useReturnFocus } from '#src/ui/return-focus';
import { stayOpenOnFocusOutside } from '#src/ui/dialog-focus';

type ReserveActor = ActorRefFrom<typeof reserveMachine>;

/** The reserve modal (specs §2 Modals): class details, coaches, location, guest, spot map. */
export function ReserveModal({ actor }: { actor: ReserveActor }) {
  const singleClass = useSelector(actor, selectSingleClass);
  const busy = useSelector(actor, selectIsBusy);
  const guestsAllowed = useSelector(actor, selectGuestsAllowed);
  const withGuest = useSelector(actor, selectWithGuest);
  const guestName = useSelector(actor, selectGuestName);
  const guestError = useSelector(actor, selectGuestError);
  const spot = useSelector(actor, selectSpot);
  const layout = useSelector(actor, selectSpotLayout);
  const failure = useSelector(actor, selectFailureMessage);
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'reserve.submit' }));
  const returnFocus = useReturnFocus(true);
  const close = () => actor.send({ type: 'reserve.close' });
  if (!singleClass) return null;
  // Class dates are the studio's wall clock written as UTC (docs/decisions/004-class-dates.md).
  const start = dayjs.utc(singleClass.class_date);
  const coaches = classCoachNames(singleClass.class_instructors);

  return (
    <Dialog.Root
      open
      size="lg"
      scrollBehavior="inside"
      finalFocusEl={returnFocus}
      // The machine decides: loading the spot map can be left, a save in flight cannot.
      onOpenChange={(d) => !d.open && close()}
      onFocusOutside={stayOpenOnFocusOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {es.reserve.title}: {singleClass.class_type.name}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={5}>
                <DataList.Root orientation="horizontal">
                  <Detail label={es.reserve.date} value={start.format(DATE_FORMAT)} />
                  <Detail label={es.reserve.time} value={start.format(TIME_FORMAT)} />
                  {coaches && <Detail label={es.reserve.coaches} value={coaches} />}
                  {singleClass.location && (
                    <Detail label={es.reserve.location} value={singleClass.location.name} />
                  )}
                </DataList.Root>
                {singleClass.description && <Text color="fg.muted">{singleClass.description}</Text>}
                {guestsAllowed && (
                  <Stack gap={3}>
                    <Checkbox.Root
                      checked={withGuest}
                      onCheckedChange={(e) => actor.send({ type: 'guest.toggle', on: e.checked === true })}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{es.reserve.addGuest}</Checkbox.Label>
                    </Checkbox.Root>
                    {withGuest && (
                      <Field.Root invalid={guestError} required>
                        <Field.Label>{es.reserve.guestName}</Field.Label>
                        <Input
                          value={guestName}
                          autoComplete="off"
                          onChange={(e) => actor.send({ type: 'guest.change', name: e.target.value })}
                        />
                        <Field.ErrorText>{es.reserve.guestNameMissing}</Field.ErrorText>
                      </Field.Root>
                    )}
                  </Stack>
                )}
                {layout && (
                  <Stack gap={2}>
                    <Text fontWeight="semibold">{es.reserve.spotMap}</Text>
                    <SpotMap
                      layout={layout}
                      value={spot === null ? null : String(spot)}
                      disabled={busy}
                      onChange={(value) => actor.send({ type: 'spot.select', spot: value })}
                    />
                  </Stack>
                )}
                {failure && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy}>
                {es.reserve.cancel}
              </Button>
              <Button
                colorPalette="brand"
                loading={busy}
                disabled={!canSubmit}
                onClick={() => actor.send({ type: 'reserve.submit' })}
              >
                {es.reserve.reserve}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
