import { Button, Link, Text } from '@chakra-ui/react';
import { DialogFrame } from '#src/ui/dialog-frame';
import { Link as RouterLink } from 'react-router-dom';
import { useAppConfig } from '#src/config/app-config-context';
import { DATE_FORMAT, studioTime } from '#src/domain/dates';
import { es } from '#src/i18n/es';

interface NoticeProps {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  footer?: React.ReactNode;
}

function Notice({ title, onClose, children, footer }: NoticeProps) {
  return (
    <DialogFrame
      open
      role="alertdialog"
      title={title}
      onClose={onClose}
      extraActions={footer}
      secondaryLabel={es.reserve.close}
    >
      {children}
    </DialogFrame>
  );
}

/** Specs §8: the penalty modal, with the penalty's end date (DD MMM YYYY). */
export function PenaltyModal({ endDate, onClose }: { endDate: string | null; onClose: () => void }) {
  const { timezoneOffset } = useAppConfig();
  return (
    <Notice title={es.reserve.penaltyTitle} onClose={onClose}>
      <Text>{es.reserve.penalty}</Text>
      {endDate && (
        <Text mt={2} fontWeight="semibold">
          {es.reserve.penaltyUntil(studioTime(endDate, timezoneOffset).format(DATE_FORMAT))}
        </Text>
      )}
    </Notice>
  );
}

/** Specs §8: out of credits, with a link to the packages. */
export function OutOfCreditsModal({ onClose }: { onClose: () => void }) {
  const config = useAppConfig();
  return (
    <Notice
      title={es.reserve.outOfCreditsTitle}
      onClose={onClose}
      footer={
        <Button asChild colorPalette="brand">
          <RouterLink to="/mystudio/paquetes">{es.reserve.buyPackages(config.classPackagesName)}</RouterLink>
        </Button>
      }
    >
      <Text>
        {es.reserve.outOfCredits}{' '}
        <Link asChild>
          <RouterLink to="/mystudio/paquetes">{config.classPackagesName}</RouterLink>
        </Link>
      </Text>
    </Notice>
  );
}
