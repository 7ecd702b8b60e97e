import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '#tests/support/sign-in';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { seedConfig } from '#mocks/seed/config';
import { FieldInput } from '#src/admin/editor/field-input';
import type { ResourceDefinition } from '#src/admin/resources/definition';
import { classTypesResource, instructorsResource, programsResource } from '#src/admin/resources/catalogue';
import { packagesResource } from '#src/admin/resources/packages';
import { spotMapsResource } from '#src/admin/resources/spot-maps';
import { toAppConfig } from '#src/config/app-config';
import { AppConfigContext } from '#src/config/app-config-context';
import { bodyOf, valuesOf, type FormValues } from '#src/domain/resource-form';

const config = toAppConfig(Object.entries(seedConfig).map(([key, value]) => ({ key, value })));

/** The fields of `resource` as the generic editor renders them, for `record`. */
function Form({ resource, record }: { resource: ResourceDefinition; record: Record<string, unknown> }) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(resource.fields, record));
  return (
    <>
      {resource.fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={values[field.name]}
          values={values}
          error={undefined}
          onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
        />
      ))}
    </>
  );
}

function renderForm(resource: ResourceDefinition, record: Record<string, unknown>) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <AppConfigContext.Provider value={config}>
        <Form resource={resource} record={record} />
      </AppConfigContext.Provider>
    </ChakraProvider>,
  );
}

describe('a class package form', () => {
  const record = {
    title: 'Reto 30 días',
    price: 900,
    class_amount: 12,
    downloadable: { name: 'rutina.pdf', type: 'application/pdf' },
    receipt_file: { src: 'recibos/reto.pdf' },
  };

  it('shows the downloadable file and the receipt file with their upload buttons', () => {
    renderForm(packagesResource, record);
    expect(screen.getByText('Archivo descargable (nombre y tipo) (Opcional)')).toBeInTheDocument();
    expect(screen.getByText('rutina.pdf')).toBeInTheDocument();
    expect(screen.getByText('Archivo del recibo (Opcional)')).toBeInTheDocument();
    expect(screen.getByText('recibos/reto.pdf')).toBeInTheDocument();
  });

  it('sends the downloadable as { name, type } and the receipt as { src }', () => {
    const body = bodyOf(packagesResource.fields, valuesOf(packagesResource.fields, record));
    expect(body).toMatchObject({
      downloadable: { name: 'rutina.pdf', type: 'application/pdf' },
      receipt_file: { src: 'recibos/reto.pdf' },
    });
    const empty = bodyOf(packagesResource.fields, valuesOf(packagesResource.fields, { title: 'x' }));
    expect(empty).toMatchObject({ downloadable: null, receipt_file: null });
  });
});

describe('a class type form', () => {
  it('uploads the image and previews the one it has; the icon stays an emoji', () => {
    renderForm(classTypesResource, { name: 'Yoga', icon: '🧘', image: { src: 'tipos/yoga.jpg' } });
    const preview = screen.getByRole('img', { name: 'Vista previa: Imagen' });
    expect(preview.getAttribute('src')).toMatch(/tipos\/yoga\.jpg$/);
    expect(screen.getByRole('button', { name: 'Cambiar archivo' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Icono (Opcional)' })).toHaveValue('🧘');
  });
});

describe('an upload kept by file id', () => {
  it("shows the instructor's existing photo, not its number", async () => {
    signInAs('admin');
    renderForm(instructorsResource, { name: 'Sofía', file_id: 2 });
    const photo = await screen.findByRole('img', { name: 'Vista previa: Foto' });
    expect(photo.getAttribute('src')).toMatch(/\/mock-assets\/login\.svg$/);
    expect(screen.queryByText('Archivo #2')).not.toBeInTheDocument();
  });
});

describe('a program form', () => {
  it('shows the image the program has (read as `file`) and sends it back as file_id', async () => {
    signInAs('admin');
    const program = {
      program_id: 1,
      name: 'Reto 21 días',
      file: { file_id: 2, src: '/mock-assets/login.svg' },
    };
    renderForm(programsResource, program);
    const image = await screen.findByRole('img', { name: 'Vista previa: Imagen' });
    expect(image.getAttribute('src')).toMatch(/login\.svg$/);
    expect(bodyOf(programsResource.fields, valuesOf(programsResource.fields, program))).toMatchObject({
      file_id: 2,
    });
  });
});

describe('a custom spot map form', () => {
  it('picks its class type by name and keeps the id', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderForm(spotMapsResource, { rows: 2, columns: 2, spots: '{}', class_type_id: null });
    const select = screen.getByRole('combobox', { name: 'Tipo de clase (Opcional)' });
    await within(select).findByRole('option', { name: 'Indoor Cycling' });
    await user.selectOptions(select, 'Indoor Cycling');
    expect(select).toHaveDisplayValue('Indoor Cycling');
    const id = (select as HTMLSelectElement).value;
    expect(id).toMatch(/^\d+$/);
    expect(screen.queryByRole('textbox', { name: /Tipo de clase/ })).not.toBeInTheDocument();
  });
});
