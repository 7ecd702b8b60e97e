import { useAppConfig } from '#src/config/app-config-context';
import { layoutOffset } from '#src/domain/banner';
import { Navbar } from './navbar';
import styles from './site-header.module.css';
import { BANNER_HEIGHT_PX, TopBanner } from './top-banner';
import { useBannerVisible } from './use-banner-visible';
import { WhatsAppButton } from './whatsapp-button';

/**
 * The studio's header on every public and account screen: the optional banner, the navbar with
 * its mobile drawer, and the floating WhatsApp button. The header is fixed; a spacer of the
 * specs' layout offset (120 px with the banner, 75 px without) keeps the page below it.
 */
export function SiteHeader() {
  const config = useAppConfig();
  const hasBanner = config.bannerEnabled && config.bannerText !== '';
  const visible = useBannerVisible({
    enabled: config.bannerEnabled,
    text: config.bannerText,
    primary: config.primary,
    appCss: config.appCss,
  });
  return (
    <>
      <header
        className={styles.header}
        // The banner slides out upwards, taking the navbar to the top of the window.
        style={hasBanner && !visible ? { transform: `translateY(-${BANNER_HEIGHT_PX}px)` } : undefined}
      >
        {hasBanner && (
          <TopBanner
            text={config.bannerText}
            link={config.bannerLink}
            domain={config.domain}
            visible={visible}
          />
        )}
        <Navbar />
      </header>
      <div aria-hidden="true" className={styles.spacer} style={{ height: layoutOffset(hasBanner) }} />
      <WhatsAppButton />
    </>
  );
}
