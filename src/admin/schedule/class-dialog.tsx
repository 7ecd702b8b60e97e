import { Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { classEditorActors } from '#machines/class-editor/actors';
import { classEditorMachine, type ClassEditorInput, type SingleClass } from '#machines/class-editor/machine';
import { selectDraft, selectErrors, selectFailure, selectIsSaving } from '#machines/class-editor/selectors';
import type { ScheduleCatalogue } from '#src/api/reads/schedule-admin';
import { useFlow } from '#src/app/use-flow';
import type { ClassDraft } from '#src/domain/class-schedule';
import { es } from '#src/i18n/es-admin';
import { DialogFrame } from '#src/ui/dialog-frame';
import { ClassFields, ruleText, TextField } from './class-fields';
import { SaveFailureAlert } from '#src/admin/save-failure-alert';

const t = es.adminSchedule;

/** Nueva clase / Editar clase: the class editor flow in a dialog. Mounted only while open. */
export function ClassDialog({
  input,
  catalogue,
  onClose,
  onSaved,
}: {
  input: ClassEditorInput;
  catalogue: ScheduleCatalogue;
  onClose: () => void;
  onSaved: (saved: SingleClass) => void;
}) {
  const flow = useFlow(classEditorMachine, {
    actors: classEditorActors,
    actions: { notifySaved: (_, saved) => onSaved(saved) },
    input,
  });
  const draft = useSelector(flow, selectDraft);
  const errors = useSelector(flow, selectErrors);
  const failure = useSelector(flow, selectFailure);
  const saving = useSelector(flow, selectIsSaving);
  const change = (partial: Partial<ClassDraft>) => flow.send({ type: 'class.change', draft: partial });
  return (
    <DialogFrame
      open
      size="lg"
      title={input.classId === null ? t.form.createTitle : t.form.editTitle}
      onClose={onClose}
      closeLabel={t.form.close}
      busy={saving}
      onSubmit={() => flow.send({ type: 'class.submit' })}
      primary={{ label: t.form.save }}
      secondaryLabel={t.form.close}
    >
      <Stack gap="4">
        {input.reserved > 0 && <Text color="fg.muted">{t.form.reserved(input.reserved)}</Text>}
        <ClassFields
          draft={draft}
          errors={errors}
          catalogue={catalogue}
          onChange={change}
          when={
            <>
              <TextField
                label={t.form.day}
                type="date"
                required
                value={draft.day}
                error={ruleText(errors.day)}
                onChange={(day) => change({ day })}
              />
              <TextField
                label={t.form.time}
                type="time"
                required
                value={draft.time}
                error={ruleText(errors.time)}
                onChange={(time) => change({ time })}
              />
            </>
          }
        />
        <SaveFailureAlert failure={failure} texts={{ unavailable: es.resourceEdit.unavailable }} />
      </Stack>
    </DialogFrame>
  );
}
