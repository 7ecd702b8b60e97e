import { Checkbox, Heading, Link, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectCheckedPageIds, selectIsPaying, selectPagesToAccept } from '#machines/checkout/selectors';
import { es } from '#src/i18n/es';
import type { CheckoutActor } from './use-checkout-actor';

/** §2: each required page not accepted yet needs its checkbox before the pay button enables. */
export function RequiredPages({ actor }: { actor: CheckoutActor }) {
  const pages = useSelector(actor, selectPagesToAccept);
  const checked = useSelector(actor, selectCheckedPageIds);
  const paying = useSelector(actor, selectIsPaying);
  if (pages.length === 0) return null;
  return (
    <Stack as="section" gap={3} aria-labelledby="checkout-pages">
      <Heading as="h2" size="md" id="checkout-pages">
        {es.checkout.pagesTitle}
      </Heading>
      {pages.map((page) => (
        <Stack key={page.page_id} gap={1}>
          <Checkbox.Root
            checked={checked.includes(page.page_id)}
            disabled={paying}
            onCheckedChange={(event) =>
              actor.send({ type: 'page.check', pageId: page.page_id, checked: event.checked === true })
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{es.checkout.acceptPage(page.title)}</Checkbox.Label>
          </Checkbox.Root>
          <Link asChild fontSize="sm" ms={7}>
            <RouterLink to={`/${page.slug}`} target="_blank" rel="noopener">
              {es.checkout.readPage(page.title)}
            </RouterLink>
          </Link>
        </Stack>
      ))}
    </Stack>
  );
}
