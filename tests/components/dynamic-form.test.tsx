import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, unwrap } from '#src/api/client';
import type { DynamicField, FormValues } from '#src/domain/dynamic-form';
import { es } from '#src/i18n/es';
import { DynamicForm, type DynamicFormProps, type FieldMessages } from '#src/ui/dynamic-form/dynamic-form';
import { FileUploadFailure } from '#src/api/upload-failure';
import { uploadFormFiles } from '#src/api/uploads';
import { uploadErrorMessages } from '#src/ui/dynamic-form/upload-messages';
import { useFormValues } from '#src/ui/dynamic-form/use-form-values';
import { server } from '#mocks/node';
import { signInAs } from '#tests/support/sign-in';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

type HarnessProps = Partial<DynamicFormProps> & { fields: readonly DynamicField[]; initial?: FormValues };

/** The parent keeps the values, as screens do. */
function Harness({ fields, initial = {}, onSubmit = () => undefined, ...rest }: HarnessProps) {
  const { values, onChange } = useFormValues(initial);
  return (
    <DynamicForm
      fields={fields}
      values={values}
      onChange={onChange}
      onSubmit={onSubmit}
      submitLabel="Guardar"
      {...rest}
    />
  );
}

function renderForm(props: HarnessProps) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <Harness {...props} />
    </ChakraProvider>,
  );
}

async function fetchForm(id: number): Promise<DynamicField[]> {
  const { form } = await unwrap(api.GET('/forms/{id}', { params: { path: { id } } }));
  return form.form_fields;
}

const f = (key: string, label: string, over: Partial<DynamicField> = {}): DynamicField => ({
  key,
  label,
  type: 'text',
  required: true,
  step: 1,
  order: 1,
  ...over,
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('DynamicForm rules', () => {
  it('orders fields by step, then order, and labels optional ones', () => {
    renderForm({
      fields: [
        f('c', 'Tercero', { step: 2, order: 1 }),
        f('b', 'Segundo', { step: 1, order: 2, required: false }),
        f('a', 'Primero', { step: 1, order: 5 - 4 }),
      ],
    });
    const names = screen.getAllByRole('textbox').map((input) => input.getAttribute('name'));
    expect(names).toEqual(['a', 'b', 'c']);
    expect(screen.getByRole('textbox', { name: 'Segundo (Opcional)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Primero' })).toBeRequired();
  });

  it("shows 'other' only when the reason is 'Otro', and hides user_id without a user select", async () => {
    const fields = [
      f('signup_reason', 'Motivo', {
        type: 'select',
        required: false,
        options: [
          { label: 'Instagram', value: 'Instagram' },
          { label: 'Otro', value: 'Otro' },
        ],
      }),
      f('other', 'Cuéntanos más', { required: false, order: 2 }),
      f('user_id', 'Usuario', { order: 3 }),
    ];
    renderForm({ fields });
    expect(screen.queryByRole('textbox', { name: /Cuéntanos más/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Usuario' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Motivo (Opcional)' }), 'Otro');
    expect(screen.getByRole('textbox', { name: 'Cuéntanos más (Opcional)' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Motivo (Opcional)' }), 'Instagram');
    expect(screen.queryByRole('textbox', { name: /Cuéntanos más/ })).not.toBeInTheDocument();
  });

  it('shows user_id when the screen has a user select', () => {
    renderForm({ fields: [f('user_id', 'Usuario')], hasUserSelect: true });
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toBeInTheDocument();
  });

  it('a required field left empty blocks the submit, with its message and the one-field summary', async () => {
    const onSubmit = vi.fn();
    renderForm({
      fields: [f('name', 'Nombre'), f('city', 'Ciudad', { order: 2, required: false })],
      onSubmit,
    });
    expect(screen.queryByText('Debes llenar este campo.')).not.toBeInTheDocument();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Debes llenar este campo.');
    expect(name).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa el campo: Nombre');

    await userEvent.type(name, 'Ana');
    expect(screen.queryByText('Debes llenar este campo.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana' });
  });

  it('several invalid fields give the general summary and each their own message', async () => {
    renderForm({
      fields: [
        f('name', 'Nombre'),
        f('photo', 'Foto', { type: 'image', order: 2 }),
        f('level', 'Nivel', { type: 'select', order: 3, options: [{ label: 'A', value: 'A' }] }),
        f('phone', 'Teléfono', { type: 'phone', order: 4 }),
      ],
      initial: { phone: '55123' },
    });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos faltantes o inválidos.');
    expect(screen.getByText('Debes llenar este campo.')).toBeInTheDocument();
    expect(screen.getByText('Debes cargar el archivo solicitado.')).toBeInTheDocument();
    expect(screen.getByText('Debes seleccionar una opción.')).toBeInTheDocument();
    expect(screen.getByText('El formato del teléfono no es correcto.')).toBeInTheDocument();
  });

  it('strips the phone to digits and cuts it to 10', async () => {
    renderForm({ fields: [f('phone', 'Teléfono', { type: 'phone' })] });
    const phone = screen.getByRole('textbox', { name: 'Teléfono' });
    await userEvent.type(phone, '+52 (55) 1234-5678');
    expect(phone).toHaveValue('5255123456');
  });

  it('image fields accept image/* and preview the picked picture; other files do not', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
    const { container } = renderForm({
      fields: [
        f('logo', 'Logo del estudio', { type: 'file' }),
        f('contract', 'Contrato', { type: 'file', order: 2 }),
      ],
    });
    const logo = container.querySelector<HTMLInputElement>('input[name="logo"]');
    const contract = container.querySelector<HTMLInputElement>('input[name="contract"]');
    expect(logo).toHaveAttribute('accept', 'image/*');
    expect(logo).toHaveAccessibleName('Logo del estudio');
    expect(contract).not.toHaveAttribute('accept');
    await userEvent.upload(logo!, new File(['x'], 'logo.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Vista previa de Logo del estudio' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await userEvent.upload(contract!, new File(['x'], 'contrato.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('contrato.pdf')).toBeInTheDocument();
  });

  it('renders each input kind and submits typed values (select keeps false, checkbox ticks)', async () => {
    const onSubmit = vi.fn();
    const { container } = renderForm({
      onSubmit,
      fields: [
        f('notes', 'Notas', { type: 'textarea' }),
        f('age', 'Edad', { type: 'number', order: 2 }),
        f('day', 'Día', { type: 'date', order: 3 }),
        f('at', 'Cuándo', { type: 'datetime-local', order: 4 }),
        f('hour', 'Hora', { type: 'time', order: 5 }),
        f('ok', 'Acepto', { type: 'boolean', order: 6 }),
        f('yes', '¿Sí?', {
          type: 'select',
          order: 7,
          options: [
            { label: 'Sí', value: true },
            { label: 'No', value: false },
          ],
        }),
      ],
    });
    const type = (name: string) => container.querySelector(`[name="${name}"]`)?.getAttribute('type');
    expect([type('age'), type('day'), type('at'), type('hour')]).toEqual([
      'number',
      'date',
      'datetime-local',
      'time',
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Notas' }), 'Rodilla');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Edad' }), '-2');
    await userEvent.type(screen.getByLabelText('Día'), '2000-01-31');
    await userEvent.type(screen.getByLabelText('Cuándo'), '2025-03-04T10:30');
    await userEvent.type(screen.getByLabelText('Hora'), '07:15');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '¿Sí?' }), 'No');
    await submit();
    // Unticked required checkbox and the negative number are the two invalid fields.
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos faltantes o inválidos.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Acepto' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Edad' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Edad' }), '30');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      notes: 'Rodilla',
      age: '30',
      day: '2000-01-31',
      at: '2025-03-04T10:30',
      hour: '07:15',
      yes: false,
      ok: true,
    });
  });
});

describe('creatable select', () => {
  const tags = f('tags', 'Etiquetas', {
    type: 'creatable-select',
    options: [
      { label: 'Yoga', value: 'yoga' },
      { label: 'Pilates', value: 'pilates' },
    ],
  });

  it('adds chips from the options and from free text with the keyboard', async () => {
    const onSubmit = vi.fn();
    renderForm({ fields: [tags], onSubmit });
    const input = screen.getByRole('combobox', { name: 'Etiquetas' });
    await userEvent.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Pilates')).toBeInTheDocument();
    await userEvent.type(input, 'Barre');
    expect(screen.getByRole('option', { name: 'Agregar "Barre"' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(input, 'yo{Enter}');
    expect(screen.getByRole('button', { name: 'Quitar Yoga' })).toBeInTheDocument();
    // Every option is taken and nothing is typed.
    expect(screen.getByRole('status')).toHaveTextContent('No options');
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Quitar Yoga' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar Pilates' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ tags: ['Barre'] });
  });

  it('requires at least one chip, and says Loading... while options load', async () => {
    renderForm({ fields: [tags], loadingOptions: ['tags'] });
    await submit();
    expect(screen.getByRole('combobox', { name: 'Etiquetas' })).toHaveAccessibleDescription(
      'Debes seleccionar una opción.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('seeded forms through the client', () => {
  it('renders the profile form (2) in order, with the image field and no axe violations', async () => {
    const fields = await fetchForm(2);
    const { container } = renderForm({ fields, initial: { signup_reason: 'Otro' } });
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual([
      'Foto de perfil (Opcional)',
      'Nombre',
      'Apellidos',
      'Teléfono',
      'Fecha de nacimiento',
      'Instagram (Opcional)',
      '¿Cómo nos conociste? (Opcional)',
      'Cuéntanos más (Opcional)',
    ]);
    expect(container.querySelector('input[name="file"]')).toHaveAttribute('accept', 'image/*');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos faltantes o inválidos.');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.passes.length).toBeGreaterThan(0);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('validates the address form (6): city, state and country are required', async () => {
    const onSubmit = vi.fn();
    renderForm({ fields: await fetchForm(6), onSubmit });
    expect(screen.getByRole('textbox', { name: 'Calle (Opcional)' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Ciudad' }), 'CDMX');
    await userEvent.type(screen.getByRole('textbox', { name: 'Estado' }), 'CDMX');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa el campo: País');
    await userEvent.type(screen.getByRole('textbox', { name: 'País' }), 'México');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ city: 'CDMX', state: 'CDMX', country: 'México' });
  });
});

/** A screen that uploads files before saving, as the profile screen does. */
function SavingHarness({ fields }: { fields: DynamicField[] }) {
  const { values, onChange } = useFormValues({});
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const save = async (current: FormValues) => {
    setBusy(true);
    try {
      await uploadFormFiles(current, 'server');
    } catch (error) {
      setErrors(uploadErrorMessages(error) ?? {});
    } finally {
      setBusy(false);
    }
  };
  return (
    <DynamicForm
      fields={fields}
      values={values}
      onChange={onChange}
      onSubmit={save}
      errors={errors}
      busy={busy}
      submitLabel="Guardar"
    />
  );
}

describe('saving with files', () => {
  it('keeps what was typed when the upload fails, and shows why under the file field', async () => {
    signInAs('ana');
    server.use(http.post('*/api/files', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const fields = [f('name', 'Nombre'), f('photo', 'Foto', { type: 'image', order: 2 })];
    const { container } = render(
      <ChakraProvider value={defaultSystem}>
        <SavingHarness fields={fields} />
      </ChakraProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana López');
    await userEvent.upload(
      container.querySelector('input[name="photo"]')!,
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await submit();
    await waitFor(() => expect(screen.getByText(es.dynamicForm.uploadFailed)).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana López');
    expect(within(screen.getByRole('alert')).getByText('Revisa el campo: Foto')).toBeInTheDocument();
  });
});

describe('uploadFormFiles', () => {
  const png = () => new File(['png'], 'a.png', { type: 'image/png' });

  /**
   * Answers uploads with a file_id and records what came in. Real handlers cannot be used here:
   * under jsdom, Node's fetch does not serialise jsdom's File, so the mock sees no file bytes.
   */
  function answerUploads(status = 200): Array<{ path: string; parts: string[]; type: string }> {
    const seen: Array<{ path: string; parts: string[]; type: string }> = [];
    const answer = async ({ request }: { request: Request }) => {
      const type = request.headers.get('content-type') ?? '';
      const form = await request.formData();
      seen.push({ path: new URL(request.url).pathname, parts: [...form.keys()], type });
      return status === 200
        ? HttpResponse.json({ file_id: 40 + seen.length })
        : HttpResponse.json({ message: 'El archivo es demasiado grande (máximo 2 MB).' }, { status });
    };
    server.use(http.post('*/api/files', answer), http.post('*/api/files/s3', answer));
    return seen;
  }

  it('uploads each File to /files by default (multipart `file`) and replaces it by its file_id', async () => {
    signInAs('ana');
    const seen = answerUploads();
    const result = await uploadFormFiles({ name: 'Ana', file: png(), other: png(), file_id: 3 }, 'server');
    expect(seen.map((entry) => entry.path)).toEqual(['/api/files', '/api/files']);
    expect(seen[0]?.parts).toEqual(['file']);
    expect(seen[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(result).toEqual({ name: 'Ana', file: 41, other: 42, file_id: 3 });
  });

  it("uploads to /files/s3 when files_location is 'aws'", async () => {
    signInAs('ana');
    const seen = answerUploads();
    const result = await uploadFormFiles({ photo: png() }, 'aws');
    expect(seen.map((entry) => entry.path)).toEqual(['/api/files/s3']);
    expect(result).toEqual({ photo: 41 });
  });

  it('leaves values without files alone and sends nothing', async () => {
    const seen = answerUploads();
    expect(await uploadFormFiles({ photo: 'https://cdn/x.png', id: 4 }, 'aws')).toEqual({
      photo: 'https://cdn/x.png',
      id: 4,
    });
    expect(seen).toEqual([]);
  });

  it('a rejected file becomes a typed failure naming its field, with the server text', async () => {
    signInAs('ana');
    answerUploads(400);
    const failure = await uploadFormFiles({ photo: png() }, 'server').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FileUploadFailure);
    expect(failure).toMatchObject({ key: 'photo', failure: { status: 400 } });
    expect(uploadErrorMessages(failure)).toEqual({ photo: 'El archivo es demasiado grande (máximo 2 MB).' });
    expect(uploadErrorMessages(new Error('x'))).toBeNull();
  });
});
