import type { Customer } from '#src/api/entities';
import { Box, DataList, Heading, HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import { useAppConfig } from '#src/config/app-config-context';
import { useFileUrl } from '#src/config/file-url';
import { fullName } from '#src/domain/full-name';
import { birthdateText } from '#src/domain/profile-card';
import { es } from '#src/i18n/es';

const text = es.accountPages.profile;

/** The card's view mode: photo (or the studio's logo), name, contact and what is still missing. */
export function ProfileDetails({ customer, missing }: { customer: Customer; missing: readonly string[] }) {
  const config = useAppConfig();
  const fileUrl = useFileUrl();
  const name = fullName(customer);
  const photo = customer.file?.src ? fileUrl(customer.file.src) : null;
  const logo = config.navbarLogo ? fileUrl(config.navbarLogo) : null;
  const birthdate = birthdateText(customer.birthdate);
  return (
    <Stack gap="5">
      <HStack gap="4" align="center">
        {(photo ?? logo) && (
          <Image
            src={photo ?? logo ?? ''}
            alt={photo ? text.photoAlt(name) : text.logoAlt}
            boxSize="80px"
            borderRadius="full"
            objectFit={photo ? 'cover' : 'contain'}
            borderWidth="1px"
            flexShrink={0}
          />
        )}
        <Box minW="0">
          <Text fontSize="xl" fontWeight="semibold">
            {name}
          </Text>
          <Text color="fg.muted" wordBreak="break-all">
            {customer.email}
          </Text>
        </Box>
      </HStack>
      <DataList.Root orientation="horizontal" size="md">
        <DataList.Item>
          <DataList.ItemLabel>{text.birthdate}</DataList.ItemLabel>
          <DataList.ItemValue>
            {birthdate ?? <Text color="fg.error">{text.noBirthdate}</Text>}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{text.phone}</DataList.ItemLabel>
          <DataList.ItemValue>{customer.phone || text.empty}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{text.instagram}</DataList.ItemLabel>
          <DataList.ItemValue>{customer.instagram || text.empty}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {missing.length > 0 && (
        <Box color="fg.error" data-testid="missing-information">
          <Heading as="h3" size="sm" color="fg.error" mb="1">
            {text.missingTitle}
          </Heading>
          <List.Root ps="5">
            {missing.map((label) => (
              <List.Item key={label}>{label}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}
