import type { ScheduleDay } from '#src/api/entities';
import { Stack } from '@chakra-ui/react';
import type { ClassCardState } from '#src/domain/class-card';
import { ClassCard, type ClassCardActions } from './class-card';

export interface CardBindings {
  stateOf: (singleClass: ScheduleDay['single_classes'][number]) => ClassCardState;
  isOnWaitlist: (singleClassId: number) => boolean;
  waitlistPosition: (singleClassId: number) => number | null;
  actions: ClassCardActions;
}

/** The cards of one day, in the order the schedule gives them (by start time). */
export function DayClasses({ day, bindings }: { day: ScheduleDay | undefined; bindings: CardBindings }) {
  return (
    <Stack gap="3">
      {(day?.single_classes ?? []).map((singleClass) => (
        <ClassCard
          key={singleClass.single_class_id}
          singleClass={singleClass}
          state={bindings.stateOf(singleClass)}
          onWaitlist={bindings.isOnWaitlist(singleClass.single_class_id)}
          waitlistPosition={bindings.waitlistPosition(singleClass.single_class_id)}
          actions={bindings.actions}
        />
      ))}
    </Stack>
  );
}
