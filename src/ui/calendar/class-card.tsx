import type { SingleClass } from '#src/api/entities';
import { Badge, Box, Button, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { components } from '#src/api/schema.gen';
import type { ClassCardState } from '#src/domain/class-card';
import { contrastText } from '#src/domain/colour';
import { es } from '#src/i18n/es';
import { classTime } from './calendar-dates';
import { LOOK_STYLES } from './class-card-look';
import { classCoachNames } from '#src/domain/coach-name';

/** What the card's buttons do: the reserve and waitlist flows of the screen. */
export interface ClassCardActions {
  reserve(singleClass: SingleClass): void;
  cancel(singleClass: SingleClass, classReservationId: number): void;
  join(singleClass: SingleClass): void;
  leave(singleClass: SingleClass): void;
  /**
   * 'Compartir': the class's link, on cards that still offer something to do (a class that has
   * started or is inside the lead time is not worth sending).
   */
  share?(singleClass: SingleClass): void;
}

interface ClassCardProps {
  singleClass: SingleClass;
  state: ClassCardState;
  onWaitlist: boolean;
  /** The customer's place on this class's list, when on it and known. */
  waitlistPosition?: number | null;
  actions: ClassCardActions;
}

/** One class of the calendar: what, where, when, who, its places, and what the customer can do. */
export function ClassCard({
  singleClass,
  state,
  onWaitlist,
  waitlistPosition = null,
  actions,
}: ClassCardProps) {
  const titleId = useId();
  const timeId = useId();
  const icon = singleClass.class_type.icon ?? singleClass.icon;
  const look = LOOK_STYLES[state.look];
  return (
    <Box
      as="article"
      aria-labelledby={`${titleId} ${timeId}`}
      data-look={state.look}
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor={look.borderColor}
      bg={look.bg}
      borderRadius="md"
      p="3"
    >
      <Stack gap="1">
        <HStack justify="space-between" align="start" gap="2">
          <Text id={titleId} fontWeight="semibold">
            {icon ? <span aria-hidden>{`${icon} `}</span> : null}
            {singleClass.class_type.name}
          </Text>
          <HStack gap="1" flexShrink={0}>
            <PlacesBadge state={state} />
            {actions.share && state.buttons.length > 0 ? (
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={es.calendar.card.shareOf(
                  singleClass.class_type.name,
                  classTime(singleClass.class_date),
                )}
                title={es.calendar.card.share}
                onClick={() => actions.share?.(singleClass)}
              >
                <ShareIcon />
              </IconButton>
            ) : null}
          </HStack>
        </HStack>
        <Text id={timeId} fontWeight="bold" fontSize="lg">
          {classTime(singleClass.class_date)}
        </Text>
        {singleClass.location ? <Text fontSize="sm">{singleClass.location.name}</Text> : null}
        {singleClass.description ? <Text fontSize="sm">{singleClass.description}</Text> : null}
        {singleClass.class_instructors.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {es.calendar.card.instructors(classCoachNames(singleClass.class_instructors))}
          </Text>
        ) : null}
        {state.look === 'reserved' ? (
          <Badge alignSelf="start" colorPalette="brand" variant="solid">
            {es.calendar.card.reservedByYou}
          </Badge>
        ) : null}
        <ClassTags tags={singleClass.tags ?? []} />
        {onWaitlist && waitlistPosition !== null ? (
          <Text fontSize="sm" fontWeight="medium">
            {es.waitlists.position(waitlistPosition)}
          </Text>
        ) : null}
        <ClassCardButtons singleClass={singleClass} state={state} onWaitlist={onWaitlist} actions={actions} />
      </Stack>
    </Box>
  );
}

function PlacesBadge({ state }: { state: ClassCardState }) {
  const { badge } = state;
  if (badge.kind === 'soldOut') {
    return (
      <Badge colorPalette="red" variant="solid" flexShrink={0}>
        {es.calendar.card.soldOut}
      </Badge>
    );
  }
  return (
    <Badge variant="outline" flexShrink={0}>
      {es.calendar.card.places(badge.count)}
    </Badge>
  );
}

function ClassTags({ tags }: { tags: ReadonlyArray<components['schemas']['Tag']> }) {
  if (tags.length === 0) return null;
  return (
    <HStack as="ul" aria-label={es.calendar.card.tags} gap="1" flexWrap="wrap" listStyleType="none">
      {tags.map((tag) => (
        <Badge
          as="li"
          key={tag.tag_id}
          data-tag-color={tag.color ?? undefined}
          // A tag's own colour when it has one; readable text on top of it either way.
          {...(tag.color ? { bg: tag.color, color: contrastText(tag.color) } : { variant: 'subtle' })}
        >
          {tag.name}
        </Badge>
      ))}
    </HStack>
  );
}

function ClassCardButtons({ singleClass, state, onWaitlist, actions }: ClassCardProps) {
  if (state.buttons.length === 0) return null;
  return (
    <HStack gap="2" flexWrap="wrap" pt="1">
      {state.buttons.map((button) => {
        switch (button) {
          case 'buy':
            return (
              <Button key={button} asChild size="sm" colorPalette="brand">
                <RouterLink to={`/checkout/${singleClass.class_package_id}`}>
                  {es.calendar.card.buy}
                </RouterLink>
              </Button>
            );
          case 'reserve':
            return (
              <Button
                key={button}
                size="sm"
                colorPalette="brand"
                onClick={() => actions.reserve(singleClass)}
              >
                {es.calendar.card.reserve}
              </Button>
            );
          case 'waitlist':
            return (
              <Button
                key={button}
                size="sm"
                variant={onWaitlist ? 'solid' : 'outline'}
                aria-pressed={onWaitlist}
                onClick={() => (onWaitlist ? actions.leave(singleClass) : actions.join(singleClass))}
              >
                {onWaitlist ? <CheckIcon /> : null}
                {es.calendar.card.waitlist}
                {onWaitlist ? <VisuallyHidden>{es.calendar.card.onWaitlist}</VisuallyHidden> : null}
              </Button>
            );
          case 'cancel':
            return (
              <Button
                key={button}
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() =>
                  state.reservationId !== null && actions.cancel(singleClass, state.reservationId)
                }
              >
                {es.calendar.card.cancel}
              </Button>
            );
        }
      })}
    </HStack>
  );
}

function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      <path d="M5 13l4 4L19 7" />
    </svg>
  );
}
