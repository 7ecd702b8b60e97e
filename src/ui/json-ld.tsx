import type { Thing, WithContext } from 'schema-dts';

/**
 * Structured data for search engines (builders in src/domain/structured-data.ts). `<` is
 * escaped so a studio's text can never close the script element.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | ReadonlyArray<WithContext<Thing>> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
