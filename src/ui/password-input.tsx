import { Button, Input, InputGroup } from '@chakra-ui/react';
import { useState, type ComponentProps } from 'react';
import { es } from '#src/i18n/es';

/** A password field with the specs' Mostrar/Ocultar toggle. */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <Button
          variant="ghost"
          size="xs"
          me="-2"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? es.auth.hidePassword : es.auth.showPassword}
          aria-pressed={visible}
        >
          {visible ? es.auth.hide : es.auth.show}
        </Button>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
