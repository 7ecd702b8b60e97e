import { Fragment, lazy, Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ChakraIsland } from '#src/app/chakra-island';
import { usePageMeta } from '#src/app/use-page-meta';
import { useAppConfig } from '#src/config/app-config-context';
import { warnConfigOnce } from '#src/config/config-warnings';
import { landingSections, type LandingSectionKey } from '#src/domain/landing-sections';
import { SECTION_ANCHORS } from '#src/domain/public-site';
import { es } from '#src/i18n/es-site';
import layout from '#src/ui/plain/layout.module.css';
import { HeroSection } from './hero-section';
import { NearViewport } from './near-viewport';
import { TextSection } from './text-section';

// The sections with server data are chunks of their own: the first screen downloads only the
// hero and the configured texts, and each section's code comes with its data, near the viewport.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType<{ id: string }>>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const ClassTypesSection = named(() => import('./class-types-section'), 'ClassTypesSection');
const CoachesSection = named(() => import('./coaches-section'), 'CoachesSection');
const PackagesSection = named(() => import('./packages-section'), 'PackagesSection');
const AnnouncementsSection = named(() => import('./announcements-section'), 'AnnouncementsSection');
const ScheduleSection = named(() => import('./schedule-section'), 'ScheduleSection');
const StudioJsonLd = lazy(() =>
  import('./studio-json-ld').then((module) => ({ default: module.StudioJsonLd })),
);

/** Each section by its key; the sections with server data load when they come near the viewport. */
// `chakra`: the section uses Chakra's components, which come with it (decision 042); the others
// are plain elements, so a visitor of / downloads no Chakra until such a section comes near.
const SECTIONS: Record<
  LandingSectionKey,
  { render: (id: string) => ReactNode; lazyHeight?: string; chakra?: boolean }
> = {
  hero: { render: () => <HeroSection /> },
  about: { render: (id) => <TextSection prefix="about" id={id} fallbackTitle={es.site.about} /> },
  mission: { render: (id) => <TextSection prefix="mission" id={id} fallbackTitle={es.site.mission} /> },
  classTypes: { render: (id) => <ClassTypesSection id={id} />, lazyHeight: '24rem' },
  coaches: { render: (id) => <CoachesSection id={id} />, lazyHeight: '20rem' },
  packages: { render: (id) => <PackagesSection id={id} />, lazyHeight: '28rem', chakra: true },
  announcements: { render: (id) => <AnnouncementsSection id={id} />, lazyHeight: '16rem', chakra: true },
  schedule: { render: (id) => <ScheduleSection id={id} />, lazyHeight: '32rem' },
};

/** `/` and any unmatched path: the studio's sections, enabled and ordered by its configuration. */
export function Component() {
  const { raw } = useAppConfig();
  const { sections, warnings } = useMemo(() => landingSections(raw), [raw]);
  useEffect(() => warnings.forEach(warnConfigOnce), [warnings]);
  usePageMeta({});
  useScrollToHash();
  return (
    <>
      {!sections.includes('hero') && <HiddenStudioHeading />}
      {sections.map((key, index) => {
        const section = SECTIONS[key];
        const content = section.render(SECTION_ANCHORS[key]);
        // The first section is on screen at once; only later ones wait for the viewport.
        if (!section.lazyHeight) return <Fragment key={key}>{content}</Fragment>;
        const loading = <div id={SECTION_ANCHORS[key]} style={{ minHeight: section.lazyHeight }} />;
        const loaded = (
          <Suspense fallback={loading}>
            {section.chakra ? <ChakraIsland fallback={loading}>{content}</ChakraIsland> : content}
          </Suspense>
        );
        return index > 0 ? (
          <NearViewport key={key} id={SECTION_ANCHORS[key]} minH={section.lazyHeight}>
            {loaded}
          </NearViewport>
        ) : (
          <Fragment key={key}>{loaded}</Fragment>
        );
      })}
      <Suspense fallback={null}>
        <StudioJsonLd />
      </Suspense>
    </>
  );
}

/** The navbar's `/#nosotros` (and any anchor): React Router does not scroll to hashes itself. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
  }, [hash]);
}

/** Without a hero the page still has its one h1: the studio's name, for screen readers. */
function HiddenStudioHeading() {
  const { businessName } = useAppConfig();
  return <h1 className={layout.visuallyHidden}>{businessName}</h1>;
}
