import { Box } from '@chakra-ui/react';
import { useAppConfig } from '#src/config/app-config-context';
import { layoutOffset } from '#src/domain/banner';
import { Navbar } from './navbar';
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
  });
  return (
    <>
      <Box
        as="header"
        position="fixed"
        top={0}
        insetX={0}
        zIndex="sticky"
        // The banner slides out upwards, taking the navbar to the top of the window.
        transform={hasBanner && !visible ? `translateY(-${BANNER_HEIGHT_PX}px)` : undefined}
        transition="transform 0.3s ease"
        _motionReduce={{ transition: 'none' }}
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
      </Box>
      <Box aria-hidden="true" h={`${layoutOffset(hasBanner)}px`} flexShrink={0} />
      <WhatsAppButton />
    </>
  );
}
