import { Stack, Text } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { DialogFrame } from '#src/ui/dialog-frame';

/** How waitlists work, opened from the page's help button. */
export function WaitlistHelpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DialogFrame
      open={open}
      title={es.waitlists.helpTitle}
      onClose={onClose}
      primary={{ label: es.waitlists.helpClose, onClick: onClose }}
      closeLabel={es.waitlists.closeHelp}
    >
      <Stack gap="3">
        {es.waitlists.helpBody.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
    </DialogFrame>
  );
}
