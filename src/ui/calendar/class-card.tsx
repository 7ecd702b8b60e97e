import type { ScheduleDay, SingleClass } from '#src/api/entities';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { components } from '#src/api/schema.gen';
import type { ClassCardState } from '#src/domain/class-card';
import { contrastText } from '#src/domain/colour';
import { es } from '#src/i18n/es-calendar';
import { classTime } from './calendar-dates';
import styles from './class-card.module.css';
import { buttonClass } from '#src/ui/plain/button-class';
import layout from '#src/ui/plain/layout.module.css';
import look from './look.module.css';
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

/** What a list of cards shares: each card's state, the waitlists and the flows' actions. */
export interface CardBindings {
  stateOf: (singleClass: ScheduleDay['single_classes'][number]) => ClassCardState;
  isOnWaitlist: (singleClassId: number) => boolean;
  waitlistPosition: (singleClassId: number) => number | null;
  actions: ClassCardActions;
}

interface ClassCardProps {
  singleClass: SingleClass;
  bindings: CardBindings;
  /**
   * Unique on the page, and the card's place rather than its class: the card's name and time are
   * labelled by id, and a card updated in place for another week keeps its ids (no attribute to
   * change, no style to recompute for it).
   */
  id: string;
  /**
   * Only the frame with the name and time (the card's accessible name), until the rest is
   * rendered (docs/decisions/044-week-switch-rendering.md).
   */
  brief?: boolean;
}

/**
 * One class of the calendar: what, where, when, who, its places, and what the customer can do.
 * Plain elements with static classes (class-card.module.css) rather than Chakra style props, and
 * memoised on the class and the list's bindings: a week renders up to 150 of them at once
 * (docs/performance.md).
 */
export const ClassCard = memo(function ClassCard({
  singleClass,
  bindings,
  id,
  brief = false,
}: ClassCardProps) {
  const icon = singleClass.class_type.icon ?? singleClass.icon;
  const time = classTime(singleClass.class_date);
  const state = bindings.stateOf(singleClass);

  if (brief) {
    // One element named by its own text, the same name as when whole: most of a week is off
    // screen when it is first painted.
    return (
      <article
        id={id}
        aria-labelledby={id}
        className={`${styles.card} ${look.look} ${styles.brief}`}
        data-look={state.look}
      >
        {`${singleClass.class_type.name} ${time}`}
      </article>
    );
  }
  return (
    <article
      aria-labelledby={`${id}-nombre ${id}-hora`}
      className={`${styles.card} ${look.look}`}
      data-look={state.look}
    >
      <div className={styles.head}>
        <p id={`${id}-nombre`} className={styles.title}>
          {icon ? <span aria-hidden>{`${icon} `}</span> : null}
          {singleClass.class_type.name}
        </p>
        <div className={styles.actions}>
          <PlacesBadge state={state} />
          {bindings.actions.share && state.buttons.length > 0 ? (
            <ShareButton singleClass={singleClass} time={time} share={bindings.actions.share} />
          ) : null}
        </div>
      </div>
      <p id={`${id}-hora`} className={styles.time}>
        {time}
      </p>
      <CardDetails singleClass={singleClass} state={state} bindings={bindings} />
    </article>
  );
});

interface DetailsProps {
  singleClass: SingleClass;
  state: ClassCardState;
  bindings: CardBindings;
}

/** Everything under the name and time: where, who, tags, the waitlist place and the buttons. */
function CardDetails({ singleClass, state, bindings }: DetailsProps) {
  const onWaitlist = bindings.isOnWaitlist(singleClass.single_class_id);
  const waitlistPosition = bindings.waitlistPosition(singleClass.single_class_id);
  return (
    <>
      {singleClass.location ? <p className={styles.small}>{singleClass.location.name}</p> : null}
      {singleClass.description ? <p className={styles.small}>{singleClass.description}</p> : null}
      {singleClass.class_instructors.length > 0 ? (
        <p className={`${styles.small} ${styles.muted}`}>
          {es.calendar.card.instructors(classCoachNames(singleClass.class_instructors))}
        </p>
      ) : null}
      {state.look === 'reserved' ? (
        <span className={`${styles.badge} ${styles.reservedBadge}`}>{es.calendar.card.reservedByYou}</span>
      ) : null}
      <ClassTags tags={singleClass.tags ?? []} />
      {onWaitlist && waitlistPosition !== null ? (
        <p className={`${styles.small} ${styles.position}`}>{es.waitlists.position(waitlistPosition)}</p>
      ) : null}
      <ClassCardButtons
        singleClass={singleClass}
        state={state}
        onWaitlist={onWaitlist}
        actions={bindings.actions}
      />
    </>
  );
}

function ShareButton({
  singleClass,
  time,
  share,
}: {
  singleClass: SingleClass;
  time: string;
  share: (singleClass: SingleClass) => void;
}) {
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'ghost', palette: 'gray', size: '2xs' })}
      aria-label={es.calendar.card.shareOf(singleClass.class_type.name, time)}
      title={es.calendar.card.share}
      onClick={() => share(singleClass)}
    >
      <span aria-hidden className={styles.shareIcon} />
    </button>
  );
}

function PlacesBadge({ state }: { state: ClassCardState }) {
  const { badge } = state;
  if (badge.kind === 'soldOut') {
    return <span className={`${styles.badge} ${styles.soldOut}`}>{es.calendar.card.soldOut}</span>;
  }
  return <span className={`${styles.badge} ${styles.outline}`}>{es.calendar.card.places(badge.count)}</span>;
}

function ClassTags({ tags }: { tags: ReadonlyArray<components['schemas']['Tag']> }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={es.calendar.card.tags} className={styles.tags}>
      {tags.map((tag) => (
        <li
          key={tag.tag_id}
          data-tag-color={tag.color ?? undefined}
          // A tag's own colour when it has one; readable text on top of it either way.
          className={tag.color ? styles.badge : `${styles.badge} ${styles.subtle}`}
          style={tag.color ? { background: tag.color, color: contrastText(tag.color) } : undefined}
        >
          {tag.name}
        </li>
      ))}
    </ul>
  );
}

interface ButtonsProps {
  singleClass: SingleClass;
  state: ClassCardState;
  onWaitlist: boolean;
  actions: ClassCardActions;
}

function ClassCardButtons({ singleClass, state, onWaitlist, actions }: ButtonsProps) {
  if (state.buttons.length === 0) return null;
  return (
    <div className={styles.buttons}>
      {state.buttons.map((button) => {
        switch (button) {
          case 'buy':
            return (
              <RouterLink
                key={button}
                className={buttonClass({ variant: 'solid', palette: 'brand' })}
                to={`/checkout/${singleClass.class_package_id}`}
              >
                {es.calendar.card.buy}
              </RouterLink>
            );
          case 'reserve':
            return (
              <button
                key={button}
                type="button"
                className={buttonClass({ variant: 'solid', palette: 'brand' })}
                onClick={() => actions.reserve(singleClass)}
              >
                {es.calendar.card.reserve}
              </button>
            );
          case 'waitlist':
            return (
              <button
                key={button}
                type="button"
                className={buttonClass({ variant: onWaitlist ? 'solid' : 'outlined', palette: 'gray' })}
                aria-pressed={onWaitlist}
                onClick={() => (onWaitlist ? actions.leave(singleClass) : actions.join(singleClass))}
              >
                {onWaitlist ? <CheckIcon /> : null}
                {es.calendar.card.waitlist}
                {onWaitlist ? (
                  <span className={layout.visuallyHidden}>{es.calendar.card.onWaitlist}</span>
                ) : null}
              </button>
            );
          case 'cancel':
            return (
              <button
                key={button}
                type="button"
                className={buttonClass({ variant: 'outlined', palette: 'red' })}
                onClick={() =>
                  state.reservationId !== null && actions.cancel(singleClass, state.reservationId)
                }
              >
                {es.calendar.card.cancel}
              </button>
            );
        }
      })}
    </div>
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
