import { useAppConfig } from '#src/config/app-config-context';
import { useFileUrl } from '#src/config/file-url';
import { SiteImage } from '#src/ui/site-image';
import styles from './landing.module.css';
import { SectionFrame } from './section-frame';

/**
 * The about and mission sections: `<prefix>_title`, `<prefix>_text` and an optional
 * `<prefix>_image`, straight from the configuration (no request).
 */
export function TextSection({
  prefix,
  id,
  fallbackTitle,
}: {
  prefix: 'about' | 'mission';
  id: string;
  fallbackTitle: string;
}) {
  const { raw } = useAppConfig();
  const fileUrl = useFileUrl();
  const title = raw[`${prefix}_title`]?.trim() || fallbackTitle;
  const text = raw[`${prefix}_text`]?.trim();
  const image = raw[`${prefix}_image`]?.trim();
  return (
    <SectionFrame id={id} title={title} tinted={prefix === 'mission'}>
      {text && <p className={styles.text}>{text}</p>}
      {image && (
        <SiteImage src={fileUrl(image)} alt="" width={960} height={540} className={styles.textImage} />
      )}
    </SectionFrame>
  );
}
