import type { FeedPost } from '@wine/contract/feed';
import { Carousel, CarouselSkeleton, type CarouselSlideData } from '../../../components/ui/Carousel';
import { useBanners } from '../api/getBanners';
import { Topic } from '@wine/contract/topics';

interface Props {
  topicId?: string;
}

/** Banners: 1:1 under 768 px (their mobile image), 16:5 from 768 px up (their desktop image). */
const BANNER_ASPECT = { xs: '1 / 1', md: '16 / 5' };
const LABEL = 'Featured';

const toSlide = (banner: FeedPost): CarouselSlideData | null => {
  const [desktop, mobile] = banner.attachments;
  if (!desktop) return null;
  return {
    key: banner._id,
    desktopSrc: desktop.url,
    mobileSrc: mobile?.url,
    alt: banner.title,
    href: banner.customData.redirectionUrl,
    openIn: banner.customData.openIn,
  };
};

/**
 * The banner carousel (spec 000 §2.3, spec 001 §2.6): every 3 s, looping, no arrows, thumbnails
 * or status; the second attachment under 768 px, the first otherwise; a click opens the banner's
 * redirectionUrl, in a new window when its openIn is new_window.
 */
export function BannerCarousel({ topicId = Topic.banner.id }: Props) {
  const banners = useBanners(topicId);
  if (banners.isPending) return <CarouselSkeleton aspectRatio={BANNER_ASPECT} label={LABEL} />;
  const slides = (banners.data ?? []).map(toSlide).filter((slide): slide is CarouselSlideData => slide !== null);
  // Nothing to show (or a failed load: spec 000 §8 shows nothing specific): keep no empty box.
  if (slides.length === 0) return null;
  return <Carousel slides={slides} label={LABEL} aspectRatio={BANNER_ASPECT} />;
}
