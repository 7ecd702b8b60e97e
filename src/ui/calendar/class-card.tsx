import type { SingleClass } from '#src/api/entities';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { components } from '#src/api/schema.gen';
import type { ClassCardState } from '#src/domain/class-card';
import { contrastText } from '#src/domain/colour';
import { es } from '#src/i18n/es';
import { classTime } from './calendar-dates';
import styles from './class-card.module.css';
import { buttonClass } from '#src/ui/plain/button-class';
import layout from '#src/ui/plain/layout.module.css';
import { colourVar, LOOK_STYLES } from './class-card-look';
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

/**
 * One class of the calendar: what, where, when, who, its places, and what the customer can do.
 * Plain elements with static classes (class-card.module.css) rather than Chakra style props: a
 * week renders up to 150 of them at once (docs/performance.md).
 */
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
    <article
      aria-labelledby={`${titleId} ${timeId}`}
      data-look={state.look}
      className={styles.card}
      style={{ borderLeftColor: colourVar(look.borderColor), background: colourVar(look.bg) }}
    >
      <div className={styles.head}>
        <p id={titleId} className={styles.title}>
          {icon ? <span aria-hidden>{`${icon} `}</span> : null}
          {singleClass.class_type.name}
        </p>
        <div className={styles.actions}>
          <PlacesBadge state={state} />
          {actions.share && state.buttons.length > 0 ? (
            <button
              type="button"
              className={buttonClass({ variant: 'ghost', palette: 'gray', size: '2xs' })}
              aria-label={es.calendar.card.shareOf(
                singleClass.class_type.name,
                classTime(singleClass.class_date),
              )}
              title={es.calendar.card.share}
              onClick={() => actions.share?.(singleClass)}
            >
              <ShareIcon />
            </button>
          ) : null}
        </div>
      </div>
      <p id={timeId} className={styles.time}>
        {classTime(singleClass.class_date)}
      </p>
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
      <ClassCardButtons singleClass={singleClass} state={state} onWaitlist={onWaitlist} actions={actions} />
    </article>
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

function ClassCardButtons({ singleClass, state, onWaitlist, actions }: ClassCardProps) {
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
