import { Alert, Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ratingMachine } from '#machines/rating/machine';
import {
  selectClassStars,
  selectCoachStars,
  selectComment,
  selectFailureMessage,
  selectIsOpen,
  selectIsSending,
  selectProblem,
  selectShowsActions,
  selectTarget,
} from '#machines/rating/selectors';
import { es } from '#src/i18n/es';
import { StarRating } from '#src/ui/star-rating';

const PROBLEM_ID = 'rating-problem';

/** Calificar Clase: class and coach stars; the comment and the buttons follow the coach stars. */
export function RatingModal({ actor }: { actor: ActorRefFrom<typeof ratingMachine> }) {
  const text = es.reservations.rating;
  const open = useSelector(actor, selectIsOpen);
  const sending = useSelector(actor, selectIsSending);
  const target = useSelector(actor, selectTarget);
  const classStars = useSelector(actor, selectClassStars);
  const coachStars = useSelector(actor, selectCoachStars);
  const comment = useSelector(actor, selectComment);
  const problem = useSelector(actor, selectProblem);
  const failure = useSelector(actor, selectFailureMessage);
  const showsActions = useSelector(actor, selectShowsActions);
  const message =
    failure ?? (problem === 'classStars' ? text.missingClassStars : problem ? text.missingCoachStars : null);
  const dismiss = () => !sending && actor.send({ type: 'rating.dismiss' });

  return (
    <Dialog.Root open={open && target !== null} onOpenChange={(details) => !details.open && dismiss()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{text.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontWeight="semibold">{target?.className}</Text>
                <StarRating
                  label={text.classStars}
                  name="class-stars"
                  value={classStars}
                  disabled={sending}
                  errorId={problem === 'classStars' ? PROBLEM_ID : undefined}
                  onChange={(stars) => actor.send({ type: 'rating.class.choose', stars })}
                />
                <StarRating
                  label={text.coachStars}
                  name="coach-stars"
                  value={coachStars}
                  disabled={sending}
                  onChange={(stars) => actor.send({ type: 'rating.coach.choose', stars })}
                />
                {showsActions && (
                  <Field.Root disabled={sending}>
                    <Field.Label>{text.comment}</Field.Label>
                    <Textarea
                      value={comment}
                      onChange={(event) =>
                        actor.send({ type: 'rating.comment.change', comment: event.target.value })
                      }
                    />
                  </Field.Root>
                )}
                {message && (
                  <Alert.Root status="error" role="alert" id={PROBLEM_ID}>
                    <Alert.Indicator />
                    <Alert.Description>{message}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            {showsActions && (
              <Dialog.Footer>
                <Button variant="outline" onClick={dismiss} disabled={sending}>
                  {text.cancel}
                </Button>
                <Button
                  colorPalette="brand"
                  loading={sending}
                  onClick={() => actor.send({ type: 'rating.submit' })}
                >
                  {text.submit}
                </Button>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={es.reservations.close} disabled={sending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
