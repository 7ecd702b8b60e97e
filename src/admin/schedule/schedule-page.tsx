import type { ScheduleDay } from '#src/api/entities';
import { Badge, Box, Button, Heading, HStack, Link, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { calendarActors } from '#machines/calendar/actors';
import { calendarMachine } from '#machines/calendar/machine';
import {
  selectDays,
  selectFailure,
  selectIsLoading,
  selectLocationId,
  selectLocations,
  selectWeek,
} from '#machines/calendar/selectors';
import { classCancelActors } from '#machines/class-cancel/actors';
import { classCancelMachine } from '#machines/class-cancel/machine';
import type { ClassEditorInput } from '#machines/class-editor/machine';
import type { ClassSeriesInput } from '#machines/class-series/machine';
import { readScheduleCatalogue } from '#src/api/reads/schedule-admin';
import { useFlow } from '#src/app/use-flow';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { useAdminPath } from '#src/admin/admin-base';
import { useStaffMember } from '#src/admin/shell/use-staff-member';
import { mayOperate, mayUseArea } from '#src/domain/staff/permissions';
import { appNow } from '#src/domain/app-clock';
import { daysOfWeek, studioDay } from '#src/domain/calendar-week';
import { draftOfClass, emptyClassDraft } from '#src/domain/class-schedule';
import { es } from '#src/i18n/es-admin';
import { showSuccess } from '#src/ui/alerts';
import { classTime } from '#src/ui/calendar/calendar-dates';
import { CalendarHeader } from '#src/ui/calendar/calendar-header';
import { DayPicker } from '#src/ui/calendar/day-picker';
import { StudioFilter } from '#src/ui/calendar/studio-filter';
import { WeekColumns } from '#src/ui/calendar/week-columns';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { CancelClassDialog } from './cancel-class-dialog';
import { ClassDialog } from './class-dialog';
import { SeriesDialog } from './series-dialog';

const t = es.adminSchedule;
type Scheduled = ScheduleDay['single_classes'][number];

const nameOf = (singleClass: Scheduled) =>
  `${singleClass.class_type.name} ${singleClass.class_date.slice(0, 10)} ${classTime(singleClass.class_date)}`;

/**
 * Horario for staff: the customers' week (same machine, header, studio filter and columns) with
 * each class's places and its actions: edit, roster, cancel; and 'Nueva clase', 'Serie semanal'.
 */
export function SchedulePage() {
  const { timezoneOffset } = useAppConfig();
  const path = useAdminPath();
  const [today] = useState(() => studioDay(appNow(), timezoneOffset));
  const calendar = useFlow(calendarMachine, { actors: calendarActors, input: { today } });
  const week = useSelector(calendar, selectWeek);
  const schedule = useSelector(calendar, selectDays);
  const loading = useSelector(calendar, selectIsLoading);
  const failure = useSelector(calendar, selectFailure);
  const locations = useSelector(calendar, selectLocations);
  const locationId = useSelector(calendar, selectLocationId);
  const catalogue = useRead(readScheduleCatalogue, undefined);
  const isPhone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const days = useMemo(() => daysOfWeek(week), [week]);
  const reload = () => calendar.send({ type: 'calendar.reload' });
  const [editing, setEditing] = useState<ClassEditorInput | null>(null);
  const [series, setSeries] = useState<ClassSeriesInput | null>(null);
  const [cancelling, setCancelling] = useState('');
  // Decision 070: the front desk and coaches open rosters; only the owner shapes the schedule, and a
  // coach sees the classes they teach.
  const member = useStaffMember();
  const shapesSchedule = mayUseArea(member, 'schedule');
  const opensRoster = (singleClass: Scheduled) =>
    mayOperate(member, 'getClassRoster', {
      classCoachIds: (singleClass.class_instructors ?? []).map((one) => one.instructor.instructor_id),
    });
  const cancel = useFlow(classCancelMachine, {
    actors: classCancelActors,
    actions: {
      notifyCancelled: (_, result) => {
        showSuccess(t.cancelDialog.done(result.affected, result.credits_returned));
        reload();
      },
    },
  });

  const now = () => appNow();
  const firstDay = days.includes(today) ? today : days[0]!;
  const openNew = () =>
    setEditing({
      classId: null,
      draft: emptyClassDraft(firstDay, locationId),
      reserved: 0,
      savedClassDate: null,
      now: now(),
      offsetHours: timezoneOffset,
    });
  const openEdit = (singleClass: Scheduled) =>
    setEditing({
      classId: singleClass.single_class_id,
      draft: draftOfClass(singleClass),
      reserved: singleClass.class_reservations.length,
      savedClassDate: singleClass.class_date,
      now: now(),
      offsetHours: timezoneOffset,
    });
  const openSeries = () =>
    setSeries({
      draft: emptyClassDraft(firstDay, locationId),
      series: { weekdays: [], time: '', startDay: firstDay, endDay: '' },
      now: now(),
      offsetHours: timezoneOffset,
    });

  const renderDay = (day: ScheduleDay | undefined) => {
    const classes = (day?.single_classes ?? []).filter(opensRoster);
    return (
      <Stack gap="3">
        {classes.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            {t.emptyDay}
          </Text>
        )}
        {classes.map((singleClass) => (
          <Box
            as="article"
            key={singleClass.single_class_id}
            aria-label={nameOf(singleClass)}
            borderWidth="1px"
            borderRadius="md"
            p="2"
          >
            <Text fontWeight="semibold">
              {classTime(singleClass.class_date)} · {singleClass.class_type.name}
            </Text>
            <Text fontSize="sm">{singleClass.location?.name}</Text>
            <HStack gap="1" wrap="wrap" my="1">
              <Badge size="sm">
                {t.places(singleClass.class_reservations.length, singleClass.capacity ?? null)}
              </Badge>
              {singleClass.class_package_id ? <Badge size="sm">{t.packageBound}</Badge> : null}
            </HStack>
            <HStack gap="1" wrap="wrap">
              {shapesSchedule && (
                <Button
                  size="2xs"
                  variant="outline"
                  aria-label={t.editOf(nameOf(singleClass))}
                  onClick={() => openEdit(singleClass)}
                >
                  {t.edit}
                </Button>
              )}
              <Button asChild size="2xs" variant="outline">
                <RouterLink
                  to={path('horarios', 'clase', singleClass.single_class_id)}
                  aria-label={t.rosterOf(nameOf(singleClass))}
                >
                  {t.rosterButton}
                </RouterLink>
              </Button>
              {shapesSchedule && (
                <Button
                  size="2xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t.cancelOf(nameOf(singleClass))}
                  onClick={() => {
                    setCancelling(nameOf(singleClass));
                    cancel.send({
                      type: 'classCancel.start',
                      target: {
                        singleClassId: singleClass.single_class_id,
                        affected: singleClass.class_reservations.length,
                      },
                    });
                  }}
                >
                  {t.cancel}
                </Button>
              )}
            </HStack>
          </Box>
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {t.title}
        </Heading>
        {shapesSchedule && (
          <HStack gap="2" wrap="wrap">
            <Link asChild>
              <RouterLink to={path('correos')}>{t.sentMails}</RouterLink>
            </Link>
            <Button variant="outline" disabled={!catalogue.data} onClick={openSeries}>
              {t.newSeries}
            </Button>
            <Button colorPalette="brand" disabled={!catalogue.data} onClick={openNew}>
              {t.newClass}
            </Button>
          </HStack>
        )}
      </HStack>
      <CalendarHeader
        week={week}
        onPreviousMonth={() => calendar.send({ type: 'calendar.month.previous' })}
        onNextMonth={() => calendar.send({ type: 'calendar.month.next' })}
        onPreviousWeek={() => calendar.send({ type: 'calendar.week.previous' })}
        onNextWeek={() => calendar.send({ type: 'calendar.week.next' })}
      />
      <StudioFilter
        locations={locations}
        value={locationId}
        onChange={(id) => calendar.send({ type: 'calendar.location.select', locationId: id })}
      />
      {catalogue.status === 'failed' && <LoadError text={t.form.loadError} onRetry={catalogue.retry} />}
      {loading && <LoadingLine text={es.calendar.loading} />}
      {failure && <LoadError text={t.loadError} onRetry={() => calendar.send({ type: 'calendar.retry' })} />}
      {!loading && !failure ? (
        isPhone ? (
          <DayPicker key={week.start} days={days} schedule={schedule} today={today} renderDay={renderDay} />
        ) : (
          <WeekColumns days={days} schedule={schedule} today={today} renderDay={renderDay} />
        )
      ) : null}
      {editing && catalogue.data && (
        <ClassDialog
          input={editing}
          catalogue={catalogue.data}
          onClose={() => setEditing(null)}
          onSaved={() => {
            showSuccess(editing.classId === null ? t.form.created : t.form.saved);
            setEditing(null);
            reload();
          }}
        />
      )}
      {series && catalogue.data && (
        <SeriesDialog
          input={series}
          catalogue={catalogue.data}
          onClose={() => setSeries(null)}
          onCreated={(created) => {
            showSuccess(t.series.created(created.length));
            setSeries(null);
            reload();
          }}
        />
      )}
      <CancelClassDialog flow={cancel} what={cancelling} />
    </Stack>
  );
}
