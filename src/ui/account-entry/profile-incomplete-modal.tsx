import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { es } from '#src/i18n/es';
import { BlockingNotice } from '#src/ui/blocking-notice';

/** Shown on /mystudio while the profile form has pending fields; only way out is to complete it. */
export function ProfileIncompleteModal() {
  const navigate = useNavigate();
  return (
    <BlockingNotice
      title={es.accountEntry.profileTitle}
      text={es.accountEntry.profileIncomplete}
      action={
        <Button colorPalette="brand" onClick={() => navigate('/mystudio/informacion')}>
          {es.accountEntry.completeProfile}
        </Button>
      }
    />
  );
}
