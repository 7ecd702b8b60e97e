interface NamedCoach {
  name: string;
  last_name?: string | null;
  nick_name?: string | null;
}

/** A coach's full name: name and last name, as on the coach's own page and in the video library. */
export function coachName(instructor: NamedCoach | null | undefined): string | null {
  if (!instructor) return null;
  return [instructor.name, instructor.last_name].filter(Boolean).join(' ');
}

/** The coaches of one class as the calendar, the reserve modal and Mis Reservaciones show them: nicknames first. */
export function classCoachNames(classInstructors: readonly { instructor: NamedCoach }[]): string {
  return classInstructors
    .map(({ instructor }) => instructor.nick_name || coachName(instructor))
    .filter(Boolean)
    .join(', ');
}
