import { useEffect, useRef, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';

interface Props {
  /** Loads the section's code: `() => import('...').then((m) => ({ default: m.Section }))`. */
  load: () => Promise<{ default: ComponentType }>;
  /** The room the section will take, held while its code loads (keeps layout shifts out). */
  minHeight: number | Record<string, number>;
  /**
   * How early to start loading before the section scrolls into view: a little, so that on a phone
   * the next screen's sections do not compete with the first screen's images and data.
   */
  rootMargin?: string;
}

/**
 * A below-the-fold page section whose code loads only when it nears the viewport, so that the
 * route's initial JavaScript stays within its budget (DESIGN §9).
 */
export function DeferredSection({ load, minHeight, rootMargin = '100px 0px' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [Section, setSection] = useState<ComponentType | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || Section) return;
    let cancelled = false;
    const start = () => {
      observer.disconnect();
      void load().then((module) => {
        if (!cancelled) setSection(() => module.default);
      });
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    }, { rootMargin });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [load, rootMargin, Section]);

  return Section ? <Section /> : <Box ref={ref} aria-hidden sx={{ minHeight }} />;
}
