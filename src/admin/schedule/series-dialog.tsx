import { Box, Button, List, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { classSeriesActors } from '#machines/class-series/actors';
import { classSeriesMachine, type ClassSeriesInput, type SingleClass } from '#machines/class-series/machine';
import {
  selectClosuresFailed,
  selectDraft,
  selectErrors,
  selectFailure,
  selectIsBusy,
  selectPreview,
  selectSeries,
} from '#machines/class-series/selectors';
import type { ScheduleCatalogue } from '#src/api/reads/schedule-admin';
import { useFlow } from '#src/app/use-flow';
import { dayjs } from '#src/domain/dates';
import { es } from '#src/i18n/es-admin';
import { DialogFrame } from '#src/ui/dialog-frame';
import { LoadError } from '#src/ui/load-states';
import { CheckList, ClassFields, ruleText, TextField } from './class-fields';
import { SaveFailureAlert } from '#src/admin/save-failure-alert';

const t = es.adminSchedule;

const longDay = (classDate: string) => dayjs.utc(classDate).format('ddd DD MMM YYYY, HH:mm');
const shortDay = (day: string) => dayjs.utc(day).format('ddd DD MMM YYYY');

/** Serie semanal: the class, the weekdays, time and dates; then the list it will create. */
export function SeriesDialog({
  input,
  catalogue,
  onClose,
  onCreated,
}: {
  input: ClassSeriesInput;
  catalogue: ScheduleCatalogue;
  onClose: () => void;
  onCreated: (created: SingleClass[]) => void;
}) {
  const flow = useFlow(classSeriesMachine, {
    actors: classSeriesActors,
    actions: { notifyCreated: (_, created) => onCreated(created) },
    input,
  });
  const draft = useSelector(flow, selectDraft);
  const series = useSelector(flow, selectSeries);
  const errors = useSelector(flow, selectErrors);
  const preview = useSelector(flow, selectPreview);
  const failure = useSelector(flow, selectFailure);
  const busy = useSelector(flow, selectIsBusy);
  const closuresFailed = useSelector(flow, selectClosuresFailed);
  const s = t.series;
  const count = preview?.classDates.length ?? 0;
  return (
    <DialogFrame
      open
      size="lg"
      scrollBehavior="inside"
      title={s.title}
      onClose={onClose}
      closeLabel={t.form.close}
      busy={busy}
      onSubmit={() => flow.send({ type: preview ? 'series.create' : 'series.preview' })}
      primary={closuresFailed ? undefined : { label: preview ? s.create(count) : s.preview }}
      extraActions={
        preview ? (
          <Button variant="outline" disabled={busy} onClick={() => flow.send({ type: 'series.back' })}>
            {s.back}
          </Button>
        ) : null
      }
      secondaryLabel={t.form.close}
    >
      {closuresFailed ? (
        <LoadError text={s.closuresError} onRetry={() => flow.send({ type: 'series.retry' })} />
      ) : preview ? (
        <Stack gap="3" data-testid="series-preview">
          <Text fontWeight="semibold">{count > 0 ? s.willCreate(count) : s.nothing}</Text>
          <List.Root ps="5">
            {preview.classDates.map((classDate) => (
              <List.Item key={classDate} textTransform="capitalize">
                {longDay(classDate)}
              </List.Item>
            ))}
          </List.Root>
          {preview.skipped.length > 0 && (
            <>
              <Text fontWeight="semibold">{s.skippedTitle}</Text>
              <List.Root ps="5">
                {preview.skipped.map((skip) => (
                  <List.Item key={skip.day}>
                    {skip.why === 'closed'
                      ? s.skippedClosed(shortDay(skip.day), skip.reason)
                      : s.skippedPast(shortDay(skip.day))}
                  </List.Item>
                ))}
              </List.Root>
            </>
          )}
        </Stack>
      ) : (
        <ClassFields
          draft={draft}
          errors={errors as never}
          catalogue={catalogue}
          onChange={(change) => flow.send({ type: 'series.change', draft: change })}
          when={
            <>
              <Box gridColumn={{ md: 'span 2' }}>
                <CheckList
                  legend={s.weekdays}
                  values={series.weekdays}
                  options={t.weekdayNames.map((label, index) => ({ value: index + 1, label }))}
                  error={ruleText(errors.weekdays)}
                  onChange={(weekdays) => flow.send({ type: 'series.change', series: { weekdays } })}
                />
              </Box>
              <TextField
                label={s.time}
                type="time"
                required
                value={series.time}
                error={ruleText(errors.time)}
                onChange={(time) => flow.send({ type: 'series.change', series: { time } })}
              />
              <Box />
              <TextField
                label={s.startDay}
                type="date"
                required
                value={series.startDay}
                error={ruleText(errors.startDay)}
                onChange={(startDay) => flow.send({ type: 'series.change', series: { startDay } })}
              />
              <TextField
                label={s.endDay}
                type="date"
                required
                value={series.endDay}
                error={ruleText(errors.endDay)}
                onChange={(endDay) => flow.send({ type: 'series.change', series: { endDay } })}
              />
            </>
          }
        />
      )}
      {!closuresFailed && (
        <SaveFailureAlert failure={failure} texts={{ unavailable: es.resourceEdit.unavailable }} mt="3" />
      )}
    </DialogFrame>
  );
}
