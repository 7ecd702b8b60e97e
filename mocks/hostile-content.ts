import { db, nextId } from './db';

/**
 * Hostile studio content for the XSS corpus (issue 17, item 1): QA and the e2e corpus write it
 * into every surface that shows the studio's HTML, text or addresses, through the mock database,
 * so the real screens render it as a studio's server would send it. From the browser console:
 * `__studioMocks.plantHostileContent({ html: ['<img src=x onerror=alert(1)>'], text: '…', urls: ['javascript:alert(1)'] })`,
 * then reload; 'Restablecer datos' undoes it.
 */
export interface HostileContent {
  /** HTML fragments: one announcement each; joined, a content page, the cash instructions, a package's description. */
  html: readonly string[];
  /** Text the studio writes as text: coach bio and quote, video and package short descriptions. */
  text: string;
  /** Addresses: one file record each (as an image and as a document), and the banner, popup and footer links. */
  urls: readonly string[];
}

/** The content page that carries every fragment: /contenido-hostil. */
export const HOSTILE_PAGE_SLUG = 'contenido-hostil';
/** Which records carry the text (the seed's ids). */
export const HOSTILE_TARGETS = { video: 1, instructor: 1, package: 3, cashMethod: 1 } as const;

export async function plantHostileContent(content: HostileContent): Promise<{ pageId: number }> {
  const html = content.html.join('\n');
  const pageId = nextId(db.pages.all(), 'page_id');
  await db.pages.create({
    page_id: pageId,
    slug: HOSTILE_PAGE_SLUG,
    title: 'Contenido hostil',
    content: html,
    required: false,
    required_signup: false,
  });
  let announcementId = nextId(db.announcements.all(), 'announcement_id');
  for (const [index, fragment] of content.html.entries()) {
    await db.announcements.create({
      announcement_id: announcementId++,
      title: `Vector ${index + 1}`,
      content: fragment,
    });
  }
  const { video, instructor, package: pkg, cashMethod } = HOSTILE_TARGETS;
  await db.paymentMethods.update((q) => q.where({ payment_method_id: cashMethod }), {
    data(record) {
      record.instructions = html;
    },
  });
  await db.videos.update((q) => q.where({ video_id: video }), {
    data(record) {
      record.description = content.text;
    },
  });
  await db.instructors.update((q) => q.where({ instructor_id: instructor }), {
    data(record) {
      record.short_bio = content.text;
      record.quote = content.text;
    },
  });
  await db.classPackages.update((q) => q.where({ class_package_id: pkg }), {
    data(record) {
      record.short_description = content.text;
      record.description = html;
    },
  });
  let fileId = nextId(db.files.all(), 'file_id');
  for (const [index, src] of content.urls.entries()) {
    const name = content.html[index % content.html.length] ?? src;
    for (const type of ['image/png', 'application/pdf']) {
      await db.files.create({ file_id: fileId++, name, type, src });
    }
  }
  return { pageId };
}
