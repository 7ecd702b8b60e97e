import { Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageMeta } from '#src/app/use-page-meta';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';

const text = es.accessibility;

/** /accesibilidad: the accessibility statement (issue 17, item 6; decision 034). */
export function Component() {
  const { businessName, raw } = useAppConfig();
  usePageMeta({ title: text.title, description: text.metaDescription(businessName) });
  const email = raw.email?.trim();
  return (
    <Container maxW="3xl" py={10}>
      <Stack gap={6}>
        <Heading as="h1" size="3xl">
          {text.title}
        </Heading>
        <Text>{text.intro(businessName)}</Text>
        <Section title={text.targetTitle}>
          <Text>{text.target}</Text>
        </Section>
        <Section title={text.testedTitle}>
          <Items items={text.tested} />
        </Section>
        <Section title={text.limitsTitle}>
          <Items items={text.limits} />
        </Section>
        <Section title={text.contactTitle}>
          <Text>{text.contact}</Text>
          {email ? (
            <Link href={`mailto:${email}`}>{text.contactEmail(email)}</Link>
          ) : (
            <Text>{text.contactFallback}</Text>
          )}
        </Section>
        <Text color="fg.muted">{text.updated}</Text>
      </Stack>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={2}>
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Items({ items }: { items: readonly string[] }) {
  return (
    <List.Root ps={5} gap={1}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}
